/**
 * Argentina's national holidays (feriados nacionales), their dates (each one's name beside it,
 * left out of the bundle, which needs only the day): the days a distributor whose
 * `hours.holidays` is "closed" keeps shut. One list for both sides: `npm run generate` writes it
 * into the host package's contracts (`Contracts::HOLIDAYS_AR`), so the host's pages say what the
 * widget says.
 *
 * Sources: Ley 27.399 (the fixed holidays, and art. 6: a movable one falling on a Tuesday or
 * Wednesday moves to the Monday before, on a Thursday or Friday to the Monday after), and the
 * national government's calendar for 2026, published with Decreto 614/2025 (Güemes moved to
 * Monday 15 June, the Soberanía Nacional to Monday 23 November). Carnival and Good Friday follow
 * Easter (5 April 2026, 28 March 2027).
 *
 * Not here: the "días no laborables" (the tourist ones of 2026: 23 March, 10 July, 7 December;
 * Holy Thursday), which each employer decides, so a distributor that closes on them says so in
 * its `exceptions`. 2027 holds only the holidays the law fixes: the movable four (Güemes, San
 * Martín, Diversidad Cultural, Soberanía Nacional) wait for the decree of 2027's calendar, not
 * published when this list was written; add them then.
 */
export const HOLIDAYS_AR: readonly string[] = [
  '2026-01-01', // Año Nuevo
  '2026-02-16', // Carnaval
  '2026-02-17', // Carnaval
  '2026-03-24', // Día Nacional de la Memoria por la Verdad y la Justicia
  '2026-04-02', // Día del Veterano y de los Caídos en la Guerra de Malvinas
  '2026-04-03', // Viernes Santo
  '2026-05-01', // Día del Trabajador
  '2026-05-25', // Día de la Revolución de Mayo
  '2026-06-15', // Paso a la Inmortalidad del General Martín Miguel de Güemes
  '2026-06-20', // Paso a la Inmortalidad del General Manuel Belgrano
  '2026-07-09', // Día de la Independencia
  '2026-08-17', // Paso a la Inmortalidad del General José de San Martín
  '2026-10-12', // Día del Respeto a la Diversidad Cultural
  '2026-11-23', // Día de la Soberanía Nacional
  '2026-12-08', // Día de la Inmaculada Concepción de María
  '2026-12-25', // Navidad
  '2027-01-01', // Año Nuevo
  '2027-02-08', // Carnaval
  '2027-02-09', // Carnaval
  '2027-03-24', // Día Nacional de la Memoria por la Verdad y la Justicia
  '2027-03-26', // Viernes Santo
  '2027-04-02', // Día del Veterano y de los Caídos en la Guerra de Malvinas
  '2027-05-01', // Día del Trabajador
  '2027-05-25', // Día de la Revolución de Mayo
  '2027-06-20', // Paso a la Inmortalidad del General Manuel Belgrano
  '2027-07-09', // Día de la Independencia
  '2027-12-08', // Día de la Inmaculada Concepción de María
  '2027-12-25', // Navidad
];
