/**
 * An amount in Telugu words, in the Indian system (వేలు, లక్షలు, కోట్లు), rupees and paise: the
 * invoice's optional second line under the English words (docs/decisions/0045).
 *
 * The number always stands before a noun (రూపాయలు, పైసలు), so every part takes the form Telugu
 * uses there: వందల, వేల, లక్షల, కోట్ల (రెండు వేల రూపాయలు), నూట before more (నూట యాభై), and ఒక
 * for a closing one (ఇరవై ఒక రూపాయలు).
 */
const ONES = [
  'సున్నా',
  'ఒకటి',
  'రెండు',
  'మూడు',
  'నాలుగు',
  'ఐదు',
  'ఆరు',
  'ఏడు',
  'ఎనిమిది',
  'తొమ్మిది',
  'పది',
  'పదకొండు',
  'పన్నెండు',
  'పదమూడు',
  'పద్నాలుగు',
  'పదిహేను',
  'పదహారు',
  'పదిహేడు',
  'పద్దెనిమిది',
  'పంతొమ్మిది',
] as const;
const TENS = ['', '', 'ఇరవై', 'ముప్పై', 'నలభై', 'యాభై', 'అరవై', 'డెబ్బై', 'ఎనభై', 'తొంభై'] as const;

/** 1–99 before a noun: ఒకటి becomes ఒక (ఇరవై ఒక వేల). */
function belowHundred(n: number): string {
  if (n === 1) return 'ఒక';
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${belowHundred(ones)}` : ''}`;
}

/** 1–999 before a noun: వంద alone, నూట before more, else ... వందల. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push(rest ? 'నూట' : 'వంద');
  else if (hundreds > 1) parts.push(`${belowHundred(hundreds)} వందల`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number above zero in words, as it stands before a noun; కోట్లు may run into లక్షలు and వేలు. */
export function teluguNumberWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(crore === 1 ? 'ఒక కోటి' : `${teluguNumberWords(crore)} కోట్ల`);
  if (lakh) parts.push(lakh === 1 ? 'ఒక లక్ష' : `${belowHundred(lakh)} లక్షల`);
  if (thousand) parts.push(thousand === 1 ? 'వెయ్యి' : `${belowHundred(thousand)} వేల`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * "పన్నెండు లక్షల ముప్పై నాలుగు వేల ఐదు వందల అరవై ఏడు రూపాయల యాభై పైసలు". The amount is
 * rounded to the paisa; one rupee or one paisa takes the singular (ఒక రూపాయి, ఒక పైసా).
 */
export function amountInWordsTe(rupees: number): string {
  const paiseTotal = Math.round(Math.abs(Number.isFinite(rupees) ? rupees : 0) * 100);
  const whole = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const parts: string[] = [];
  if (whole > 0 || paise === 0) {
    const unit = whole === 1 ? 'రూపాయి' : paise > 0 ? 'రూపాయల' : 'రూపాయలు';
    parts.push(`${whole > 0 ? teluguNumberWords(whole) : ONES[0]} ${unit}`);
  }
  if (paise > 0) parts.push(`${belowHundred(paise)} ${paise === 1 ? 'పైసా' : 'పైసలు'}`);
  return parts.join(' ');
}
