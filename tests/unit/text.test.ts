import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatRichTemplate, formatTemplate, linkedText, templateProblems, upperFirst } from '@/lib/text';

describe('formatTemplate', () => {
  it('puts each value into its {slot}, ignoring values the template does not use', () => {
    expect(formatTemplate('Paso {number} de {total}', { number: '1', total: '3', unused: 'x' }, 'es')).toBe('Paso 1 de 3');
    expect(formatTemplate('{levels}: in {count} monthly payments, {from} to {to}.', { levels: 'Infant', count: '10', from: 'September', to: 'June' }, 'en')).toBe(
      'Infant: in 10 monthly payments, September to June.',
    );
  });

  it('writes a number as it is in a plain {slot}, and for the language in {slot, number}', () => {
    expect(formatTemplate('Curso {year}', { year: 2026 }, 'en')).toBe('Curso 2026');
    expect(formatTemplate('{n}', { n: 30000 }, 'es')).toBe('30000');
    expect(formatTemplate('{n, number} m²', { n: 30000 }, 'es')).toBe('30.000 m²');
    expect(formatTemplate('{n, number} m²', { n: 30000 }, 'en')).toBe('30,000 m²');
  });

  it('has the site\'s own formats, as the pages\' messages do (i18n/request.ts)', () => {
    expect(formatTemplate('{amount, number, euros}', { amount: 3950 }, 'es')).toMatch(/^3\.950\s€$/);
    expect(formatTemplate('{amount, number, euros}', { amount: 3950 }, 'en')).toBe('€3,950');
    expect(templateProblems('{amount, number, euros}', ['amount'])).toEqual([]);
  });

  it('reads ICU plurals', () => {
    const months = '{count, plural, one {# mes} other {# meses}}';
    expect(formatTemplate(months, { count: 1 }, 'es')).toBe('1 mes');
    expect(formatTemplate(months, { count: 10 }, 'es')).toBe('10 meses');
  });

  it('stops with the template named when a slot has no value or the template is not ICU', () => {
    expect(() => formatTemplate('{gardens} de jardines', {}, 'es')).toThrow(/es template "\{gardens\} de jardines".*gardens/);
    expect(() => formatTemplate('{unclosed', {}, 'en')).toThrow(/en template "\{unclosed"/);
  });

  it('leaves text without slots, apostrophes included, unchanged', () => {
    expect(formatTemplate("The school's gardens", {}, 'en')).toBe("The school's gardens");
  });
});

const mailLink = (chunks: ReactNode) => createElement('a', { href: 'mailto:info@liceo.example' }, chunks);
const rendered = (node: ReactNode) => renderToStaticMarkup(createElement('p', null, node));

describe('formatRichTemplate', () => {
  it('makes each <tag> what its function returns: a link around the address', () => {
    const node = formatRichTemplate('Escríbenos a <emailLink>{email}</emailLink> o llama al {phone}.', { email: 'info@liceo.example', phone: '+34 910 000 000' }, { emailLink: mailLink }, 'es');
    expect(rendered(node)).toBe('<p>Escríbenos a <a href="mailto:info@liceo.example">info@liceo.example</a> o llama al +34 910 000 000.</p>');
  });

  it('gives text without tags back as text', () => {
    expect(formatRichTemplate('El responsable es {company}.', { company: 'Liceo SL' }, { emailLink: mailLink }, 'es')).toBe('El responsable es Liceo SL.');
  });

  it('stops with the template named when a tag or a slot has no value', () => {
    expect(() => formatRichTemplate('Escríbenos a <emailLink>{email}</emailLink>.', { email: 'info@liceo.example' }, {}, 'es')).toThrow(
      /es template "Escríbenos a <emailLink>\{email\}<\/emailLink>\.".*emailLink/,
    );
    expect(() => formatRichTemplate('Escríbenos a <emailLink>{email}</emailLink>.', {}, { emailLink: mailLink }, 'en')).toThrow(/en template .*email/);
  });
});

describe('linkedText', () => {
  it('turns a rich text whose tags are links into data an island can carry', () => {
    const text = linkedText({ emailLink: 'mailto:info@liceo.example', phoneLink: 'tel:+34910000000' }, (tags) =>
      formatRichTemplate('Write to <emailLink>{email}</emailLink> or call <phoneLink>{phone}</phoneLink>.', { email: 'info@liceo.example', phone: '+34 910 000 000' }, tags, 'en'),
    );
    expect(text).toEqual(['Write to ', { href: 'mailto:info@liceo.example', text: 'info@liceo.example' }, ' or call ', { href: 'tel:+34910000000', text: '+34 910 000 000' }, '.']);
    expect(JSON.parse(JSON.stringify(text))).toEqual(text);
  });
});

describe('templateProblems', () => {
  it('finds nothing in a template the page can fill', () => {
    expect(templateProblems('{count, plural, one {# mes} other {# meses}} de {amount}', ['count', 'amount'])).toEqual([]);
    expect(templateProblems('Escríbenos a <emailLink>{email}</emailLink>.', ['email'], ['emailLink'])).toEqual([]);
  });

  it('names a slot or a tag the page does not fill in, once each', () => {
    expect(templateProblems('Escríbenos a <mail>{correo}</mail>.', ['email'], ['emailLink'])).toEqual([
      '"{correo}" is not a value the page fills in: the ones it knows are {email}; correct the name, or write the value out',
      '"<mail>" is not a tag the page knows: the ones it knows are <emailLink>; correct the name, or write the value out',
    ]);
    expect(templateProblems('Curso {course}', [])).toEqual(['"{course}" is not a value the page fills in: it knows none here; write the value out']);
  });

  it('finds what ICU cannot read: a brace or a tag left open', () => {
    const unreadable = ['is not a template the page can read: every "{" needs its "}", and every <tag> its </tag>'];
    expect(templateProblems('Honorarios del curso {course', ['course'])).toEqual(unreadable);
    expect(templateProblems('{amount, plural, one {# euro} other {# euros}', ['amount'])).toEqual(unreadable);
    expect(templateProblems('Escríbenos a <emailLink>{email}.', ['email'], ['emailLink'])).toEqual(unreadable);
  });
});

describe('upperFirst', () => {
  it('capitalises the first letter only', () => {
    expect(upperFirst('de lunes a viernes')).toBe('De lunes a viernes');
    expect(upperFirst('')).toBe('');
  });
});
