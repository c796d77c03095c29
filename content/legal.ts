import { storageKeys } from './storage-keys';
import type { Localized, LocalizedParagraphs } from './types';

/**
 * The four legal pages the footer links to (specification section 2, "Home":
 * privacy, cookies, legal notice, whistleblower channel). The specification
 * gives the privacy essentials (section 2, "Contact page"): controller is the
 * school company, purpose is sending requested information, legal basis is
 * consent, no third parties, rights of access, rectification and deletion.
 *
 * `{name}` placeholders are filled from content/site.ts by the page:
 * {company}, {taxId}, {registry}, {address}, {phone} as text; {email} and
 * {whistleblowerEmail} as e-mail links.
 */

export type LegalSection = {
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
  /** A list after the paragraphs. */
  readonly items?: LocalizedParagraphs;
};

export type LegalPageCopy = {
  readonly lead: Localized;
  readonly sections: readonly LegalSection[];
};

export type BrowserStorageEntry = {
  /** The sessionStorage key, exactly as the code writes it. */
  readonly key: string;
  readonly purpose: Localized;
  readonly lifetime: Localized;
};

/**
 * Everything the site itself ever keeps in a visitor's browser: one
 * sessionStorage entry, no cookie, nothing in localStorage. The e2e
 * privacy tests check the "no cookie, no localStorage" part on every page.
 */
export const browserStorage = {
  contactDraft: {
    key: storageKeys.contactDraft,
    purpose: {
      es: 'Guarda lo que escribes en el formulario de contacto (nunca la casilla de consentimiento) para que no lo pierdas si recargas la página, el tema que eliges con «Preguntar por…» en la página de un campamento o de honorarios y, al enviarlo, un código aleatorio que identifica tu consulta, para que el colegio no la reciba dos veces si la envías de nuevo.',
      en: 'Keeps what you type in the contact form (never the consent box) so that you do not lose it if the page reloads, the topic you pick with “Ask about…” on a camp or fees page and, once you send it, a random code that identifies your enquiry, so that the school does not receive it twice if you send it again.',
    },
    lifetime: {
      es: 'Hasta que envías el formulario o cierras la pestaña (un navegador que reabre una pestaña cerrada puede recuperarlo con ella), y como mucho 24 horas desde tu último cambio.',
      en: 'Until you send the form or close the tab (a browser that reopens a closed tab may bring it back with it), and at most 24 hours after your last change.',
    },
  },
} as const satisfies Record<string, BrowserStorageEntry>;

/** Headings of the browser-storage table on the cookie policy. */
export const storageTable = {
  caption: {
    es: 'Lo que este sitio guarda en tu navegador',
    en: 'What this site keeps in your browser',
  },
  name: { es: 'Nombre', en: 'Name' },
  where: { es: 'Dónde', en: 'Where' },
  purpose: { es: 'Para qué', en: 'Purpose' },
  lifetime: { es: 'Cuánto dura', en: 'How long' },
  sessionStorage: { es: 'sessionStorage de la pestaña', en: "the tab's sessionStorage" },
} as const satisfies Record<string, Localized>;

/** YouTube's own privacy policy, for what happens once a video plays. */
export const videoProviderPolicyUrl = 'https://policies.google.com/privacy';

export const videoProviderPolicyLink: Localized = {
  es: 'Política de privacidad de Google (YouTube)',
  en: 'Google (YouTube) privacy policy',
};

/**
 * What the privacy policy says the contact form does with the answers: the
 * site sends them only when CONTACT_ENDPOINT is set at build time (README,
 * "Receiving enquiries"). {destination} is the endpoint's host.
 */
export const formDelivery = {
  off: {
    short: {
      es: 'el formulario de contacto no envía tus datos a ningún sitio.',
      en: 'the contact form does not send your data anywhere.',
    },
    full: {
      es: 'Hoy no transmite nada: al pulsar «Enviar Mensaje», tu propio navegador te muestra lo que has escrito y ningún dato sale de tu dispositivo. Si quieres que te respondamos, escríbenos o llámanos.',
      en: 'At present it transmits nothing: when you press "Send Message", your own browser shows you what you typed and no data leaves your device. If you would like an answer, write to us or call us.',
    },
  },
  on: {
    short: {
      es: 'el formulario de contacto envía lo que escribes solo al colegio, a través de {destination}.',
      en: 'the contact form sends what you write only to the school, through {destination}.',
    },
    full: {
      es: 'Al pulsar «Enviar Mensaje», tus respuestas viajan cifradas a {destination}, que las recibe por encargo del colegio y nos las hace llegar. Se envían tus respuestas y el idioma de la página, y nada más: ni cookies ni datos de tu navegador.',
      en: 'When you press "Send Message", your answers travel encrypted to {destination}, which receives them on the school’s behalf and passes them on to us. Your answers and the page’s language are sent, and nothing else: no cookies and no data about your browser.',
    },
  },
  /** The site built for the school's own receiver (receiver/; RECEIVER_RETENTION_DAYS): {days} is how long it keeps an enquiry once e-mailed. */
  receiver: {
    short: {
      es: 'el formulario de contacto envía lo que escribes solo al colegio, a su propio servidor ({destination}).',
      en: 'the contact form sends what you write only to the school, to its own server ({destination}).',
    },
    full: {
      es: 'Al pulsar «Enviar Mensaje», tus respuestas viajan cifradas al servidor del propio colegio ({destination}), que nos las envía por correo electrónico al buzón del colegio; ningún tercero las recibe. Se envían tus respuestas y el idioma de la página, y nada más: ni cookies ni datos de tu navegador. Ese servidor guarda tu consulta hasta enviárnosla y la borra {days} días después de enviarla.',
      en: 'When you press "Send Message", your answers travel encrypted to the school’s own server ({destination}), which e-mails them to the school’s inbox; no third party receives them. Your answers and the page’s language are sent, and nothing else: no cookies and no data about your browser. That server keeps your enquiry until it has e-mailed it to us, and deletes it {days} days after sending it.',
    },
  },
} as const satisfies Record<'off' | 'on' | 'receiver', Record<'short' | 'full', Localized>>;

export const legalPages = {
  privacy: {
    lead: {
      es: 'Qué datos personales tratamos a través de este sitio web, para qué, con qué base y qué derechos tienes. La versión corta: el sitio no recoge nada por su cuenta, y {formDeliveryShort}',
      en: 'What personal data we process through this website, why, on what basis, and what rights you have. The short version: the site collects nothing on its own, and {formDeliveryShort}',
    },
    sections: [
      {
        title: { es: 'Responsable del tratamiento', en: 'Data controller' },
        paragraphs: {
          es: [
            'El responsable es {company}, sociedad titular del colegio, con NIF {taxId} y domicilio en {address}.',
            'Para cualquier cuestión sobre tus datos puedes escribirnos a {email} o llamarnos al {phone}.',
          ],
          en: [
            'The controller is {company}, the company that owns the school, tax number {taxId}, registered at {address}.',
            'For any question about your data, write to us at {email} or call us on {phone}.',
          ],
        },
      },
      {
        title: { es: 'El formulario de contacto', en: 'The contact form' },
        paragraphs: {
          es: [
            'El formulario sirve para pedirnos información. {formDelivery}',
            'Mientras lo rellenas, lo que escribes se guarda como borrador en el sessionStorage de tu pestaña, en tu propio navegador: nosotros no lo vemos. Desaparece al enviar el formulario o al cerrar la pestaña (si el navegador reabre la pestaña cerrada, puede recuperarlo con ella), y como mucho 24 horas después de tu último cambio. Es el único almacenamiento del formulario.',
          ],
          en: [
            'The form is for asking us for information. {formDelivery}',
            'While you fill it in, what you type is kept as a draft in your tab\'s sessionStorage, in your own browser: we never see it. It disappears when you send the form or close the tab (if the browser reopens the closed tab, it may bring it back with it), and at most 24 hours after your last change. It is the form\'s only storage.',
          ],
        },
      },
      {
        title: { es: 'Finalidad y legitimación', en: 'Purpose and legal basis' },
        paragraphs: {
          es: [
            'Cuando nos haces llegar tus datos (por el formulario, por correo electrónico o por teléfono), los usamos para enviarte la información que nos pides y para nada más.',
            'La base legal es tu consentimiento, que das al marcar la casilla del formulario o al escribirnos. Puedes retirarlo cuando quieras, sin que ello afecte a lo ya tratado.',
          ],
          en: [
            'When you send us your data (through the form, by e-mail or by phone), we use it to send you the information you ask for, and for nothing else.',
            'The legal basis is your consent, which you give by ticking the box on the form or by writing to us. You can withdraw it at any time; this does not affect what was done before.',
          ],
        },
      },
      {
        title: { es: 'Destinatarios', en: 'Recipients' },
        paragraphs: {
          es: [
            'No cedemos tus datos a terceros.',
            'Como cualquier sitio web, el servidor que entrega estas páginas recibe los datos técnicos de la petición de tu navegador (como la dirección IP) para poder enviártelas. El sitio no usa herramientas de analítica ni de publicidad.',
          ],
          en: [
            'We do not share your data with third parties.',
            'Like any website, the server that delivers these pages receives the technical data of your browser\'s request (such as the IP address) in order to send them. The site uses no analytics or advertising tools.',
          ],
        },
      },
      {
        title: { es: 'Vídeos', en: 'Videos' },
        paragraphs: {
          es: [
            'Los vídeos se muestran tras una imagen alojada en este sitio: hasta que pulsas el botón de reproducir, tu navegador no contacta con YouTube. Lo que ocurre después se explica en la política de cookies.',
          ],
          en: [
            'Videos are shown behind a picture hosted on this site: until you press the play button, your browser does not contact YouTube. What happens afterwards is explained in the cookie policy.',
          ],
        },
      },
      {
        title: { es: 'Conservación', en: 'How long we keep data' },
        paragraphs: {
          es: ['Conservamos los datos que nos envías el tiempo necesario para atender tu petición y después los suprimimos.'],
          en: ['We keep the data you send us for as long as we need to answer your request, and then delete it.'],
        },
      },
      {
        title: { es: 'Tus derechos', en: 'Your rights' },
        paragraphs: {
          es: ['Puedes ejercer en cualquier momento estos derechos escribiendo a {email}:'],
          en: ['You can exercise these rights at any time by writing to {email}:'],
        },
        items: {
          es: [
            'Acceso: saber qué datos tuyos tenemos.',
            'Rectificación: corregir los que sean inexactos.',
            'Supresión: pedir que los borremos.',
          ],
          en: [
            'Access: to know what data of yours we hold.',
            'Rectification: to correct any that are inaccurate.',
            'Deletion: to ask us to erase them.',
          ],
        },
      },
      {
        title: { es: 'Reclamaciones', en: 'Complaints' },
        paragraphs: {
          es: ['Si crees que no hemos atendido bien tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos.'],
          en: ['If you believe we have not properly respected your rights, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos).'],
        },
      },
    ],
  },

  cookies: {
    lead: {
      es: 'Este sitio no instala cookies. No usa analítica, publicidad ni perfiles. Aquí tienes todo lo que guarda en tu navegador y lo que cambia si reproduces un vídeo.',
      en: 'This site sets no cookies. It uses no analytics, no advertising and no profiling. Here is everything it keeps in your browser, and what changes if you play a video.',
    },
    sections: [
      {
        title: { es: 'Cookies: ninguna', en: 'Cookies: none' },
        paragraphs: {
          es: [
            'Ninguna página de este sitio crea cookies, ni propias ni de terceros, y no usa localStorage. Las fuentes y las imágenes se sirven desde el propio sitio, sin pedir nada a otros servidores.',
            'Por eso no te mostramos ningún aviso para aceptar cookies: no hay nada que aceptar.',
          ],
          en: [
            'No page of this site creates cookies, first-party or third-party, and it does not use localStorage. Fonts and pictures are served from the site itself, without asking any other server for anything.',
            'That is why we show you no banner to accept cookies: there is nothing to accept.',
          ],
        },
      },
      {
        title: { es: 'Lo único que se guarda', en: 'The only things kept' },
        paragraphs: {
          es: [
            'El sessionStorage es un espacio de tu navegador propio de cada pestaña y de este sitio: solo lo leen las páginas de este sitio en esa pestaña, y ningún código de otro sitio se ejecuta en ellas. Se vacía al cerrar la pestaña, salvo que el navegador la reabra. El sitio solo lo usa para lo que recoge la tabla: el borrador del formulario de contacto.',
          ],
          en: [
            'sessionStorage is a space in your browser that belongs to each tab and to this site: only this site\'s pages in that tab read it, and no other site\'s code runs in them. It is emptied when the tab closes, unless the browser reopens it. The site only uses it for what the table lists: the contact form\'s draft.',
          ],
        },
      },
      {
        title: { es: 'Si reproduces un vídeo', en: 'If you play a video' },
        paragraphs: {
          es: [
            'Hasta que pulsas el botón de reproducir, la página no contacta con YouTube: la imagen del vídeo está alojada aquí.',
            'Al pulsarlo, la página de YouTube con el vídeo se abre en un marco dentro de la nuestra, desde su dominio de privacidad mejorada (youtube-nocookie.com). Su código se ejecuta dentro de ese marco, separado de nuestras páginas, así que no puede leer lo que escribes en nuestro formulario de contacto. A partir de ese momento YouTube puede guardar sus propios datos en tu navegador, según su política de privacidad, que no depende de nosotros.',
            'Si prefieres evitarlo, cada vídeo tiene también un enlace para verlo directamente en YouTube.',
          ],
          en: [
            'Until you press the play button, the page does not contact YouTube: the video\'s picture is hosted here.',
            'When you press it, YouTube\'s page with the video opens in a frame inside ours, from its privacy-enhanced domain (youtube-nocookie.com). Its code runs inside that frame, kept apart from our pages, so it cannot read what you type in our contact form. From then on YouTube may keep its own data in your browser, under its own privacy policy, which we do not control.',
            'If you would rather avoid this, each video also has a link to watch it on YouTube itself.',
          ],
        },
      },
      {
        title: { es: 'Cómo borrar lo guardado', en: 'How to clear what is kept' },
        paragraphs: {
          es: ['Cerrar la pestaña borra el sessionStorage; si el navegador la reabre, el sitio olvida de todos modos el borrador 24 horas después de tu último cambio. Los datos que haya guardado YouTube se borran desde la configuración de privacidad de tu navegador.'],
          en: ['Closing the tab clears sessionStorage; if the browser reopens it, the site forgets the draft anyway 24 hours after your last change. Any data YouTube has kept can be cleared from your browser\'s privacy settings.'],
        },
      },
    ],
  },

  legal: {
    lead: {
      es: 'Datos identificativos del titular de este sitio web y condiciones de uso, conforme a la normativa española de servicios de la sociedad de la información (Ley 34/2002).',
      en: 'Identification of the owner of this website and its terms of use, in line with Spanish law on information society services (Ley 34/2002).',
    },
    sections: [
      {
        title: { es: 'Titular', en: 'Owner' },
        paragraphs: {
          es: [
            'Este sitio web es de {company}, sociedad titular del colegio, con NIF {taxId}, inscrita en el {registry}.',
            'Domicilio: {address}. Correo electrónico: {email}. Teléfono: {phone}.',
          ],
          en: [
            'This website belongs to {company}, the company that owns the school, tax number {taxId}, entered in the {registry}.',
            'Registered address: {address}. E-mail: {email}. Phone: {phone}.',
          ],
        },
      },
      {
        title: { es: 'Objeto', en: 'Purpose of the site' },
        paragraphs: {
          es: ['El sitio informa sobre el colegio, sus etapas, sus servicios, sus campamentos y su fundación. Es de acceso libre y gratuito, no requiere registro y no permite contratar nada.'],
          en: ['The site gives information about the school, its stages, services, camps and foundation. Access is free, needs no registration, and nothing can be purchased through it.'],
        },
      },
      {
        title: { es: 'Propiedad intelectual', en: 'Intellectual property' },
        paragraphs: {
          es: ['Los textos, ilustraciones, logotipos y diseño de este sitio pertenecen al colegio, salvo que se indique otra cosa. Puedes consultarlos y compartir sus enlaces; para reproducirlos con otros fines necesitas nuestra autorización.'],
          en: ['The texts, illustrations, logos and design of this site belong to the school unless stated otherwise. You are welcome to read them and share links to them; to reproduce them for any other purpose you need our permission.'],
        },
      },
      {
        title: { es: 'Enlaces a otros sitios', en: 'Links to other sites' },
        paragraphs: {
          es: ['Algunos enlaces llevan a sitios de otras entidades y se abren en una pestaña nueva. No controlamos su contenido ni respondemos de él; si detectas un enlace que ya no es correcto, agradeceremos que nos avises.'],
          en: ['Some links lead to other organisations\' sites and open in a new tab. We do not control their content and are not responsible for it; if you find a link that is no longer right, we would be grateful if you told us.'],
        },
      },
      {
        title: { es: 'Exactitud de la información', en: 'Accuracy of the information' },
        paragraphs: {
          es: ['Cuidamos que las cuotas, fechas y horarios publicados sean correctos. Ante cualquier duda, la información que te dé el colegio directamente es la que vale.'],
          en: ['We take care that the fees, dates and timetables published here are correct. If in doubt, the information the school gives you directly is what counts.'],
        },
      },
      {
        title: { es: 'Ley aplicable', en: 'Applicable law' },
        paragraphs: {
          es: ['Este aviso legal se rige por la legislación española.'],
          en: ['This legal notice is governed by Spanish law.'],
        },
      },
    ],
  },

  whistleblower: {
    lead: {
      es: 'Un cauce confidencial para comunicar irregularidades relacionadas con la actividad del colegio. Se atiende con discreción y sin represalias para quien informa de buena fe.',
      en: 'A confidential way to report wrongdoing connected with the school\'s activity. Reports are handled discreetly, with no retaliation against anyone who reports in good faith.',
    },
    sections: [
      {
        title: { es: 'Quién puede usarlo y para qué', en: 'Who can use it, and for what' },
        paragraphs: {
          es: ['Pueden usarlo el personal del colegio, las familias, los proveedores y cualquier persona que conozca, en relación con el colegio, hechos que puedan ser contrarios a la ley o a sus normas internas.'],
          en: ['It is open to the school\'s staff, families, suppliers and anyone who knows, in connection with the school, of facts that may break the law or the school\'s own rules.'],
        },
      },
      {
        title: { es: 'Cómo comunicarlo', en: 'How to report' },
        paragraphs: {
          es: [
            'Escribe a {whistleblowerEmail}. Este buzón es exclusivo del canal y solo lo lee la persona encargada de gestionarlo.',
            'También puedes enviar una carta a {address}, en un sobre cerrado con la indicación «Confidencial: canal de denuncias».',
            'Para que podamos investigar, cuenta en tu comunicación:',
          ],
          en: [
            'Write to {whistleblowerEmail}. This mailbox is used only for the channel and is read only by the person in charge of it.',
            'You can also send a letter to {address}, in a sealed envelope marked "Confidential: whistleblower channel".',
            'So that we can look into it, please include in your report:',
          ],
        },
        items: {
          es: [
            'Qué ha ocurrido, con el mayor detalle posible.',
            'Cuándo y dónde ocurrió.',
            'Quién participó, por su función si lo prefieres.',
            'Cualquier documento o prueba que lo respalde.',
          ],
          en: [
            'What happened, in as much detail as you can.',
            'When and where it happened.',
            'Who was involved, by their role if you prefer.',
            'Any document or evidence that supports it.',
          ],
        },
      },
      {
        title: { es: 'Confidencialidad', en: 'Confidentiality' },
        paragraphs: {
          es: [
            'Tu identidad y la de las personas mencionadas se tratan de forma confidencial: solo las conoce quien gestiona el canal y únicamente se comunican cuando la ley lo exige.',
            'Los datos personales de la comunicación se usan solo para tramitarla.',
          ],
          en: [
            'Your identity, and that of anyone mentioned, is kept confidential: only the person who runs the channel knows it, and it is disclosed only where the law requires.',
            'The personal data in a report are used only to deal with it.',
          ],
        },
      },
      {
        title: { es: 'Qué pasa después', en: 'What happens next' },
        paragraphs: {
          es: [
            'Te confirmaremos que hemos recibido tu comunicación, la estudiaremos con imparcialidad y te informaremos de cómo se ha resuelto.',
            'Este canal no sirve para emergencias: si alguien corre peligro, llama al 112.',
          ],
          en: [
            'We will confirm that we have received your report, look into it impartially and tell you how it was resolved.',
            'This channel is not for emergencies: if someone is in danger, call 112.',
          ],
        },
      },
    ],
  },
} as const satisfies Record<'privacy' | 'cookies' | 'legal' | 'whistleblower', LegalPageCopy>;

export type LegalPageKey = keyof typeof legalPages;

/** Labels of the legal pages' own furniture. */
export const legalLabels = {
  onThisPage: { es: 'En esta página', en: 'On this page' },
  reportByEmail: { es: 'Comunicar por correo electrónico', en: 'Report by e-mail' },
} as const satisfies Record<string, Localized>;
