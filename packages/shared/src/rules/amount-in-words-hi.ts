/**
 * An amount in Hindi words, in the Indian system (हज़ार, लाख, करोड़), rupees and paise: the
 * invoice's optional second line under the English words (docs/decisions/0045). Hindi's numbers
 * from 1 to 99 are each their own word, so they come from a table.
 */
const UP_TO_99 = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चौवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
] as const;

/** 1–99 from the table. */
function belowHundred(n: number): string {
  return UP_TO_99[n] ?? '';
}

/** A whole number above zero in words: करोड़ may themselves run into लाख and हज़ार. */
export function hindiNumberWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (crore) parts.push(`${hindiNumberWords(crore)} करोड़`);
  if (lakh) parts.push(`${belowHundred(lakh)} लाख`);
  if (thousand) parts.push(`${belowHundred(thousand)} हज़ार`);
  if (hundred) parts.push(`${belowHundred(hundred)} सौ`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये पचास पैसे". The amount is rounded to the paisa;
 * one rupee or one paisa takes the singular (एक रुपया, एक पैसा).
 */
export function amountInWordsHi(rupees: number): string {
  const paiseTotal = Math.round(Math.abs(Number.isFinite(rupees) ? rupees : 0) * 100);
  const whole = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const parts: string[] = [];
  if (whole > 0 || paise === 0) parts.push(`${whole > 0 ? hindiNumberWords(whole) : UP_TO_99[0]} ${whole === 1 ? 'रुपया' : 'रुपये'}`);
  if (paise > 0) parts.push(`${belowHundred(paise)} ${paise === 1 ? 'पैसा' : 'पैसे'}`);
  return parts.join(' ');
}
