import type { Language } from '../constants';
import type { MessageEvent } from '../contracts/messages';

/**
 * The words of each customer message (docs/decisions/0055). The variables, in this order, are also
 * the WhatsApp template's {{1}}, {{2}}, … and the DLT SMS template's var1, var2, …, so the texts the
 * shop registers with Meta and MSG91 match these (README, "Message templates"). `{shop}`, the shop's
 * name, may appear in any text; a registered template writes the name itself.
 */
export const MESSAGE_VARIABLES = {
  booked: ['name', 'order', 'window'],
  'pickup-reminder': ['name', 'order', 'window'],
  'on-the-way': ['name', 'order', 'rider'],
  'picked-up': ['name', 'order', 'pieces', 'link'],
  priced: ['name', 'order', 'total', 'link'],
  'out-for-delivery': ['name', 'order', 'due'],
  delivered: ['name', 'order', 'total', 'paid', 'due'],
  'not-available': ['name', 'order', 'reason', 'window'],
  'ticket-reply': ['name', 'ticket', 'reply'],
  'payment-received': ['name', 'order', 'amount', 'due'],
  'stain-flagged': ['name', 'order', 'piece', 'note', 'charge', 'link'],
  'claim-resolved': ['name', 'order', 'piece', 'outcome'],
  'ready-by-moved': ['name', 'order', 'time', 'note'],
  'payment-receipt': ['name', 'receipt', 'amount', 'method', 'order', 'due', 'link'],
  'out-for-delivery-pay': ['name', 'order', 'due', 'link'],
} as const satisfies Record<MessageEvent, readonly string[]>;

export type MessageVariables = Record<string, string>;

/** The texts in code: what a click-to-send message says until the shop edits it (Admin → Messages). */
export const DEFAULT_MESSAGE_TEXTS: Record<MessageEvent, Record<Language, string>> = {
  booked: {
    en: 'Hello {name}, your pickup {order} is booked for {window}. {shop}',
    te: 'నమస్తే {name}, మీ పికప్ {order} {window}కి బుక్ అయింది. {shop}',
    hi: 'नमस्ते {name}, आपका पिकअप {order} {window} के लिए बुक हो गया है। {shop}',
  },
  'pickup-reminder': {
    en: 'Hello {name}, a reminder: we collect your laundry ({order}) tomorrow, {window}. Please keep it ready.',
    te: 'నమస్తే {name}, గుర్తు చేస్తున్నాం: రేపు {window} మీ బట్టలు ({order}) తీసుకెళ్తాం. దయచేసి సిద్ధంగా ఉంచండి.',
    hi: 'नमस्ते {name}, याद दिला दें: कल {window} हम आपके कपड़े ({order}) लेने आएँगे। कृपया तैयार रखें।',
  },
  'on-the-way': {
    en: 'Hello {name}, {rider} from {shop} is on the way for your order {order}.',
    te: 'నమస్తే {name}, మీ ఆర్డర్ {order} కోసం {shop} నుండి {rider} బయలుదేరారు.',
    hi: 'नमस्ते {name}, आपके ऑर्डर {order} के लिए {shop} से {rider} रास्ते में हैं।',
  },
  'picked-up': {
    en: 'Hello {name}, we have picked up {pieces} pieces for order {order}. Please check the count: {link}',
    te: 'నమస్తే {name}, ఆర్డర్ {order} కోసం {pieces} బట్టలు తీసుకున్నాం. లెక్క సరిచూడండి: {link}',
    hi: 'नमस्ते {name}, ऑर्डर {order} के {pieces} कपड़े हमने ले लिए हैं। कृपया गिनती देख लें: {link}',
  },
  priced: {
    en: 'Hello {name}, the bill for order {order} is {total}. See the invoice and the ways to pay: {link}',
    te: 'నమస్తే {name}, ఆర్డర్ {order} బిల్లు {total}. ఇన్వాయిస్, చెల్లించే మార్గాలు ఇక్కడ చూడండి: {link}',
    hi: 'नमस्ते {name}, ऑर्डर {order} का बिल {total} है। इनवॉइस और भुगतान के तरीके यहाँ देखें: {link}',
  },
  'out-for-delivery': {
    en: 'Hello {name}, your order {order} is out for delivery. Amount due: {due}.',
    te: 'నమస్తే {name}, మీ ఆర్డర్ {order} డెలివరీకి బయలుదేరింది. చెల్లించాల్సింది: {due}.',
    hi: 'नमस्ते {name}, आपका ऑर्डर {order} डिलीवरी के लिए निकल चुका है। बकाया: {due}।',
  },
  delivered: {
    en: 'Hello {name}, order {order} is delivered. Total {total}, paid {paid}, due {due}. Thank you!',
    te: 'నమస్తే {name}, ఆర్డర్ {order} అందించాం. మొత్తం {total}, చెల్లించింది {paid}, బాకీ {due}. ధన్యవాదాలు!',
    hi: 'नमस्ते {name}, ऑर्डर {order} पहुँचा दिया गया है। कुल {total}, भुगतान {paid}, बकाया {due}। धन्यवाद!',
  },
  'not-available': {
    en: 'Hello {name}, our rider could not reach you for order {order} ({reason}). We will come again {window}.',
    te: 'నమస్తే {name}, ఆర్డర్ {order} కోసం మా రైడర్ మిమ్మల్ని కలవలేకపోయారు ({reason}). మళ్ళీ {window} వస్తాం.',
    hi: 'नमस्ते {name}, ऑर्डर {order} के लिए हमारा राइडर आपसे नहीं मिल सका ({reason})। हम फिर {window} आएँगे।',
  },
  'ticket-reply': {
    en: 'Hello {name}, the shop replied to your ticket {ticket}: {reply}',
    te: 'నమస్తే {name}, మీ టికెట్ {ticket}కి షాప్ జవాబు: {reply}',
    hi: 'नमस्ते {name}, आपके टिकट {ticket} पर दुकान का जवाब: {reply}',
  },
  'payment-received': {
    en: 'Hello {name}, we received {amount} for order {order}. Still due: {due}. Thank you!',
    te: 'నమస్తే {name}, ఆర్డర్ {order} కోసం {amount} అందింది. ఇంకా బాకీ: {due}. ధన్యవాదాలు!',
    hi: 'नमस्ते {name}, ऑर्डर {order} के लिए {amount} मिल गए। बाकी: {due}। धन्यवाद!',
  },
  'stain-flagged': {
    en: 'Hello {name}, we found a stain or damage on {piece} of order {order}: {note}. Extra charge to treat it: {charge}. Please approve or decline within 24 hours: {link}',
    te: 'నమస్తే {name}, ఆర్డర్ {order}లోని {piece}పై మరక లేదా డ్యామేజ్ కనిపించింది: {note}. దాన్ని ట్రీట్ చేయడానికి అదనపు ఛార్జ్: {charge}. దయచేసి 24 గంటల్లోగా సరే అనండి లేదా వద్దనండి: {link}',
    hi: 'नमस्ते {name}, ऑर्डर {order} के {piece} पर दाग या नुकसान मिला है: {note}। इसे ठीक करने का अतिरिक्त चार्ज: {charge}। कृपया 24 घंटे के अंदर हाँ या ना बताएँ: {link}',
  },
  'claim-resolved': {
    en: 'Hello {name}, about your complaint on {piece} of order {order}: {outcome}. {shop}',
    te: 'నమస్తే {name}, ఆర్డర్ {order}లోని {piece} గురించి మీ ఫిర్యాదుపై: {outcome}. {shop}',
    hi: 'नमस्ते {name}, ऑर्डर {order} के {piece} के बारे में आपकी शिकायत पर: {outcome}। {shop}',
  },
  'ready-by-moved': {
    en: 'Hello {name}, sorry: order {order} is taking longer than we promised. It will be ready by {time}. {note} {shop}',
    te: 'నమస్తే {name}, క్షమించండి: ఆర్డర్ {order} మేము చెప్పిన దానికంటే ఆలస్యం అవుతోంది. ఇది {time}కి సిద్ధంగా ఉంటుంది. {note} {shop}',
    hi: 'नमस्ते {name}, माफ़ कीजिए: ऑर्डर {order} में हमारे वादे से ज़्यादा समय लग रहा है। यह {time} तक तैयार हो जाएगा। {note} {shop}',
  },
  'payment-receipt': {
    en: 'Hello {name}, receipt {receipt}: we received {amount} by {method} for order {order}. Balance due: {due}. Your receipt: {link} {shop}',
    te: 'నమస్తే {name}, రసీదు {receipt}: ఆర్డర్ {order} కోసం {method} ద్వారా {amount} అందింది. ఇంకా బాకీ: {due}. మీ రసీదు: {link} {shop}',
    hi: 'नमस्ते {name}, रसीद {receipt}: ऑर्डर {order} के लिए {method} से {amount} मिल गए। बाकी: {due}। आपकी रसीद: {link} {shop}',
  },
  'out-for-delivery-pay': {
    en: 'Hello {name}, your order {order} is out for delivery. Amount due: {due}. Pay now by UPI, card or net banking: {link}',
    te: 'నమస్తే {name}, మీ ఆర్డర్ {order} డెలివరీకి బయలుదేరింది. చెల్లించాల్సింది: {due}. UPI, కార్డు లేదా నెట్ బ్యాంకింగ్‌తో ఇప్పుడే చెల్లించండి: {link}',
    hi: 'नमस्ते {name}, आपका ऑर्डर {order} डिलीवरी के लिए निकल चुका है। बकाया: {due}। UPI, कार्ड या नेट बैंकिंग से अभी भुगतान करें: {link}',
  },
};

/** How a receipt's message names the way the customer paid, in their language (docs/decisions/0073). */
export const PAYMENT_METHOD_WORDS: Record<'upi' | 'cash' | 'card' | 'netbanking' | 'wallet', Record<Language, string>> = {
  upi: { en: 'UPI', te: 'UPI', hi: 'UPI' },
  cash: { en: 'cash', te: 'నగదు', hi: 'नकद' },
  card: { en: 'card', te: 'కార్డు', hi: 'कार्ड' },
  netbanking: { en: 'net banking', te: 'నెట్ బ్యాంకింగ్', hi: 'नेट बैंकिंग' },
  wallet: { en: 'wallet', te: 'వాలెట్', hi: 'वॉलेट' },
};

/**
 * The `{outcome}` of a claim-resolved message, in the customer's language: `{amount}` is the
 * rupees granted, `{order}` the rewash's order number, `{reason}` the shop's words.
 */
export const CLAIM_OUTCOME_TEXTS: Record<'rewash' | 'credit' | 'refund-cash' | 'refund-upi' | 'rejected', Record<Language, string>> = {
  rewash: {
    en: 'we will clean it again free of charge (order {order}) and collect it tomorrow',
    te: 'దాన్ని ఉచితంగా మళ్ళీ శుభ్రం చేసి ఇస్తాం (ఆర్డర్ {order}); రేపు తీసుకెళ్తాం',
    hi: 'हम इसे मुफ़्त में दोबारा साफ़ करके देंगे (ऑर्डर {order}); कल ले जाएँगे',
  },
  credit: {
    en: '{amount} is added to your store credit',
    te: '{amount} మీ స్టోర్ క్రెడిట్‌లో జమ చేశాం',
    hi: '{amount} आपके स्टोर क्रेडिट में जोड़ दिए गए हैं',
  },
  'refund-cash': {
    en: 'we are returning {amount} to you in cash',
    te: '{amount} మీకు నగదుగా తిరిగి ఇస్తున్నాం',
    hi: 'हम आपको {amount} नकद लौटा रहे हैं',
  },
  'refund-upi': {
    en: 'we are returning {amount} to you by UPI',
    te: '{amount} మీకు UPI ద్వారా తిరిగి పంపుతున్నాం',
    hi: 'हम आपको {amount} UPI से लौटा रहे हैं',
  },
  rejected: {
    en: 'we are sorry, we could not accept it: {reason}',
    te: 'క్షమించండి, దీన్ని అంగీకరించలేకపోయాం: {reason}',
    hi: 'माफ़ कीजिए, हम इसे स्वीकार नहीं कर पाए: {reason}',
  },
};

/** `{name}` → its value; a field the text names but the message lacks stays visible, never "undefined". */
export function renderMessage(text: string, variables: MessageVariables): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
}

/** The template's variables in their registered order. */
export function orderedVariables(event: MessageEvent, variables: MessageVariables): string[] {
  return MESSAGE_VARIABLES[event].map((name) => variables[name] ?? '');
}

/** Fields a text may use (its event's, and the shop's name): an edited text naming another is refused. */
export function unknownFields(event: MessageEvent, text: string): string[] {
  const known = new Set<string>([...MESSAGE_VARIABLES[event], 'shop']);
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** https://wa.me/91XXXXXXXXXX?text=… : opens WhatsApp on the shop's phone with the words written. */
export function waMeLink(phone: string, text: string): string {
  return `https://wa.me/91${phone.replace(/\D/g, '').slice(-10)}?text=${encodeURIComponent(text)}`;
}
