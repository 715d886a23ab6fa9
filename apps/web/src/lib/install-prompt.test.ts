import { describe, expect, it } from 'vitest';
import { invitationFor, type InvitationFacts } from './install-prompt';

const returning: InvitationFacts = { booked: true, visits: 2, dismissed: false, standalone: false, canPrompt: true, ios: false };

describe('invitationFor', () => {
  it("invites a returning customer who has booked, with the browser's prompt or the iPhone's steps", () => {
    expect(invitationFor(returning)).toBe('prompt');
    expect(invitationFor({ ...returning, canPrompt: false, ios: true })).toBe('ios');
  });

  it('never invites on the first visit, before a booking, once declined, inside the app, or without a way to install', () => {
    expect(invitationFor({ ...returning, visits: 1 })).toBeNull();
    expect(invitationFor({ ...returning, booked: false })).toBeNull();
    expect(invitationFor({ ...returning, dismissed: true })).toBeNull();
    expect(invitationFor({ ...returning, standalone: true })).toBeNull();
    expect(invitationFor({ ...returning, canPrompt: false })).toBeNull();
  });
});
