import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Locale } from '@/i18n/routing';
import type { ReceiverConfig } from './config';
import type { Enquiry } from './enquiry';
import { forgetMailFilesBefore, mailFolder } from './mail-files';

/*
 * The e-mail the school receives for each enquiry, and how it leaves: through
 * SMTP_URL, or, without it, as an .eml file in <DATA_DIR>/mail/ (what the
 * school would receive, to open in any mail program; kept, like the
 * enquiries, for the retention period). Every field is labelled
 * in Spanish; the family's address is the Reply-To; the Message-ID comes from
 * the idempotency key, so a copy sent again after a crash is recognised as
 * the same message. No field's text can become a header: line breaks are
 * folded into spaces in everything that goes into one.
 */

export const fieldLabels: Record<string, string> = {
  completeName: 'Nombre completo',
  address: 'Dirección',
  population: 'Población',
  phone: 'Teléfono',
  previousCenter: 'Centro de procedencia',
  email: 'Correo electrónico',
  course: 'Curso',
  message: 'Mensaje',
  alumni: 'Antiguo alumno',
  childrenInSchool: 'Hijos en el colegio',
  consent: 'Consentimiento',
  locale: 'Idioma de la familia',
};
const courses: Record<string, string> = { course1: 'Curso 1', course2: 'Curso 2', course3: 'Curso 3' };
/** The family's language, as the school's staff read it. */
const familyLanguages = { es: 'español', en: 'inglés' } as const satisfies Record<Locale, string>;
const answers: Record<string, string> = { yes: 'Sí', no: 'No', true: 'Sí', ...familyLanguages };

/** A header's text: no line breaks, nothing that could start another header. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function shown(field: string, value: unknown): string {
  const text = String(value);
  if (field === 'course') return courses[text] ?? text;
  return ['alumni', 'childrenInSchool', 'consent', 'locale'].includes(field) ? (answers[text] ?? text) : text;
}

export function enquiryMessage(enquiry: Enquiry, key: string, config: Pick<ReceiverConfig, 'enquiriesTo' | 'enquiriesFrom'>) {
  const rows = Object.keys(fieldLabels).map((field) => [fieldLabels[field]!, shown(field, enquiry[field as keyof Enquiry])] as const);
  return {
    from: config.enquiriesFrom,
    to: config.enquiriesTo,
    replyTo: { name: oneLine(enquiry.completeName), address: oneLine(enquiry.email) },
    subject: oneLine(`Consulta desde la web: ${courses[enquiry.course] ?? enquiry.course}, familia en ${answers[enquiry.locale]}`),
    messageId: `<${key}@enquiries.${config.enquiriesFrom.split('@')[1]}>`,
    text: rows.map(([label, value]) => `${label}:\n${value}\n`).join('\n'),
    html: `<table>${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
  };
}

export type Mailer = {
  send: (enquiry: Enquiry, key: string) => Promise<void>;
  /** Deletes the copies it kept of e-mails written before `before` (the .eml files); returns how many. */
  forgetBefore?: (before: number) => number;
  close: () => void;
};

/**
 * nodemailer's waits, shorter than its defaults (two minutes to connect, ten
 * for an answer): a server that does not answer is a failed send, tried
 * again later, not an outbox stuck for minutes.
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const smtpTransport = (smtpUrl: string) => nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });

/** Sends through SMTP_URL, or writes .eml files into <dataDir>/mail/ when it is not set. */
export function createMailer(config: ReceiverConfig): Mailer {
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl);
    return {
      send: async (enquiry, key) => {
        await transport.sendMail(enquiryMessage(enquiry, key, config));
      },
      close: () => transport.close(),
    };
  }
  const folder = mailFolder(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (enquiry, key) => {
      const { message } = (await transport.sendMail(enquiryMessage(enquiry, key, config))) as { message: Buffer };
      // A copy sent again (after a crash before the mark) is a second file, as it would be a second e-mail.
      try {
        writeFileSync(join(folder, `${key}.eml`), message, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        writeFileSync(join(folder, `${key}.${Date.now()}.eml`), message);
      }
    },
    forgetBefore: (before) => forgetMailFilesBefore(folder, before),
    close: () => transport.close(),
  };
}
