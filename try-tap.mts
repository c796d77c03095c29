import { measureFirstUse } from '/work/main/bench/first-use';
const r = await measureFirstUse(['http://localhost:4702/', 'http://localhost:4173/es/', 'http://localhost:4173/es/meetus/founder/', 'http://localhost:4173/es/life/calendar/', 'http://localhost:4173/es/contact/', 'http://localhost:4173/es/admission/fees/'], ['http://localhost:4173/es/'], 1);
console.log(JSON.stringify([...r.taps].map(([u, t]) => [u, t.byDelay])), JSON.stringify([...r.heroChange]));
