import { describe, expect, it } from 'vitest';
import { hoursText, hourText, pickupWindowText } from './pickup-time';

describe('pickup windows in Telugu and Hindi', () => {
  it('keep the stored English label in English', () => {
    expect(pickupWindowText('9:00 AM – 11:00 AM', 'en')).toBe('9:00 AM – 11:00 AM');
    expect(hoursText(7, 22, 'en')).toBe('7:00 AM – 10:00 PM');
    expect(hourText(22, 'en')).toBe('10:00 PM');
  });

  it('name the part of the day before the hour, once when it does not change', () => {
    expect(pickupWindowText('9:00 AM – 11:00 AM', 'te')).toBe('ఉదయం 9:00 – 11:00');
    expect(pickupWindowText('11:00 AM – 1:00 PM', 'te')).toBe('ఉదయం 11:00 – మధ్యాహ్నం 1:00');
    expect(pickupWindowText('9:00 PM – 10:00 PM', 'te')).toBe('రాత్రి 9:00 – 10:00');
    expect(pickupWindowText('7:00 AM – 9:00 AM', 'hi')).toBe('सुबह 7:00 – 9:00');
    expect(pickupWindowText('5:00 PM – 7:00 PM', 'hi')).toBe('शाम 5:00 – 7:00');
    expect(hoursText(7, 22, 'hi')).toBe('सुबह 7:00 – रात 10:00');
    expect(hourText(22, 'te')).toBe('రాత్రి 10:00');
  });

  it('read any stored window of times, and leave other text as it is', () => {
    expect(pickupWindowText('12:30 PM - 2:00 PM', 'hi')).toBe('दोपहर 12:30 – 2:00');
    expect(pickupWindowText('Evening', 'te')).toBe('Evening');
    expect(pickupWindowText('', 'hi')).toBe('');
  });
});
