// The benchmark's data, written in SQL so 100,000 vacancies load in seconds:
// 10 tenants (centre sharing on in half) with two centres, 30 organisations and
// 35 tags each, then vacancies from generate_series with Dutch-looking titles
// and summaries, positions around Dutch towns and tags picked by id.

/** Towns the vacancies are spread around (name, postcode, latitude, longitude). */
export const towns = [
  ['Amsterdam', '1012AB', 52.3728, 4.8936],
  ['Rotterdam', '3011AA', 51.9225, 4.4792],
  ['Den Haag', '2511AA', 52.0705, 4.3007],
  ['Utrecht', '3511AB', 52.0907, 5.1214],
  ['Eindhoven', '5611AA', 51.4416, 5.4697],
  ['Groningen', '9711AA', 53.2194, 6.5665],
  ['Tilburg', '5038AA', 51.5555, 5.0913],
  ['Almere', '1315AA', 52.3508, 5.2647],
  ['Breda', '4811AA', 51.5719, 4.7683],
  ['Nijmegen', '6511AA', 51.8126, 5.8372],
  ['Apeldoorn', '7311AA', 52.2112, 5.9699],
  ['Haarlem', '2011AA', 52.3874, 4.6462],
  ['Arnhem', '6811AA', 51.9851, 5.8987],
  ['Enschede', '7511AA', 52.2215, 6.8937],
  ['Amersfoort', '3811AA', 52.1561, 5.3878],
  ['Zwolle', '8011AA', 52.5168, 6.083],
  ['Leiden', '2311AA', 52.1601, 4.497],
  ['Maastricht', '6211AA', 50.8514, 5.691],
  ['Dordrecht', '3311AA', 51.8133, 4.6901],
  ['Leeuwarden', '8911AA', 53.2012, 5.7999],
  ['Den Bosch', '5211AA', 51.6978, 5.3037],
  ['Zoetermeer', '2711AA', 52.0575, 4.4931],
  ['Delft', '2611AA', 52.0116, 4.3571],
  ['Deventer', '7411AA', 52.2551, 6.1639],
  ['Middelburg', '4331AA', 51.4988, 3.6136],
];

/** Words the titles are made of (also the benchmark's search words). */
export const titleNouns = [
  'Wandelmaatje',
  'Taalmaatje',
  'Chauffeur',
  'Gastvrouw',
  'Klusjesman',
  'Voorlezer',
  'Tuinier',
  'Kok',
  'Fietsmaatje',
  'Huiswerkbegeleider',
  'Coach',
  'Bezorger',
  'Maatje',
  'Begeleider',
  'Administrateur',
  'Fotograaf',
  'Sportbegeleider',
  'Winkelmedewerker',
  'Receptionist',
  'Penningmeester',
  'Vrijwilliger',
  'Buddy',
  'Schilder',
  'Kapper',
  'Muzikant',
];
const titlePlaces = [
  'ouderen in de wijk',
  'het buurthuis',
  'de voedselbank',
  'nieuwkomers',
  'de kinderboerderij',
  'het repair café',
  'de bibliotheek',
  'het zwembad',
  'de moestuin',
  'het hospice',
  'de sportclub',
  'de speeltuin',
  'het museum',
  'de kringloopwinkel',
  'het verpleeghuis',
  'de scouting',
  'het dierenasiel',
  'de kerk',
  'het festival',
  'de school',
];
const summaryVerbs = [
  'Help ons met',
  'Wij zoeken hulp bij',
  'Ga samen aan de slag met',
  'Maak het verschil bij',
  'Ondersteun onze vrijwilligers bij',
  'Kom ons team versterken bij',
];
const summaryObjects = [
  'wandelingen met bewoners',
  'boodschappen doen',
  'het koken van maaltijden',
  'fietsen met ouderen',
  'taallessen voor nieuwkomers',
  'huiswerkbegeleiding',
  'het onderhouden van de tuin',
  'kleine klussen in huis',
  'de administratie',
  'het organiseren van activiteiten',
  'vervoer naar het ziekenhuis',
  'voorlezen aan kinderen',
  'sporten en bewegen',
  'het verzorgen van dieren',
  'de ontvangst van bezoekers',
  'computerles voor senioren',
];

const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;
const sqlArray = (values) => `array[${values.map(sqlText).join(', ')}]`;

const categoryNames = [
  'Zorg',
  'Sport',
  'Cultuur',
  'Natuur',
  'Onderwijs',
  'Welzijn',
  'Dieren',
  'Vervoer',
  'Evenementen',
  'Techniek',
  'Administratie',
  'Koken',
];
const skillNames = [
  'Luisteren',
  'Organiseren',
  'Rijbewijs B',
  'Koken',
  'Tuinieren',
  'Lesgeven',
  'Computervaardigheden',
  'Fotografie',
  'Muziek',
  'Sportief',
  'Klussen',
  'Talen',
  'Schrijven',
  'Rekenen',
  'Creatief',
];
const targetGroupNames = [
  'Ouderen',
  'Jongeren',
  'Kinderen',
  'Nieuwkomers',
  'Mensen met een beperking',
  'Gezinnen',
  'Dak- en thuislozen',
  'Mantelzorgers',
];

/** The tenants, centres, organisations and tags (small: plain inserts). */
export function platformSql(tenantCount) {
  const tagValues = [
    ...categoryNames.map((name) => `('category', ${sqlText(name)})`),
    ...skillNames.map((name) => `('skill', ${sqlText(name)})`),
    ...targetGroupNames.map((name) => `('target_group', ${sqlText(name)})`),
  ].join(', ');
  return `
    select setseed(0.42);
    insert into tenants (key, app_name, hosts, center_sharing_enabled)
      select 'bench-' || n, 'Bench ' || n, array['bench-' || n || '.localhost'], n % 2 = 0
      from generate_series(1, ${tenantCount}) as n;
    insert into volunteer_centers (tenant_id, name, is_default)
      select tenants.id, 'Centrum ' || tenants.key || ' ' || c, c = 1
      from tenants cross join generate_series(1, 2) as c where tenants.key like 'bench-%';
    insert into organizations (tenant_id, volunteer_center_id, name, type, status)
      select tenants.id,
        (select id from volunteer_centers where tenant_id = tenants.id order by is_default desc, id limit 1 offset (o % 3 = 0)::int),
        'Stichting ' || (${sqlArray(titlePlaces.map((place) => place.replace(/^(de|het) /, '')))})[1 + o % ${titlePlaces.length}] || ' ' || o,
        'Foundation', case when o % 15 = 0 then 'pending' else 'approved' end
      from tenants cross join generate_series(1, 30) as o where tenants.key like 'bench-%';
    insert into tags (tenant_id, kind, name)
      select tenants.id, tag.kind, tag.name from tenants cross join (values ${tagValues}) as tag(kind, name)
      where tenants.key like 'bench-%';
  `;
}

/** The vacancies and their tags, in SQL (generate_series), then statistics. */
export function vacanciesSql(vacancyCount) {
  const townRows = towns
    .map(
      ([name, postcode, latitude, longitude], index) =>
        `(${index}, ${sqlText(name)}, ${sqlText(postcode)}, ${latitude}, ${longitude})`,
    )
    .join(', ');
  const pick = (values) => `(${sqlArray(values)})[1 + floor(random() * ${values.length})::int]`;
  return `
    create temporary table bench_organizations as
      select row_number() over (order by organizations.id) - 1 as n, organizations.id, organizations.tenant_id, organizations.volunteer_center_id
      from organizations join tenants on tenants.id = organizations.tenant_id where tenants.key like 'bench-%';
    create temporary table bench_towns (n int, name text, postcode text, latitude float8, longitude float8);
    insert into bench_towns values ${townRows};
    insert into vacancies (tenant_id, organization_id, volunteer_center_id, title, summary, description_html,
        location_kind, postcode, city, latitude, longitude, commitment_kind, starts_on, ends_on, hours_per_week,
        vog_required, suitable_for, status, published_at, expires_on, shared_with_centers, created_at)
      select o.tenant_id, o.id, o.volunteer_center_id,
        ${pick(titleNouns)} || ' gezocht voor ' || ${pick(titlePlaces)},
        ${pick(summaryVerbs)} || ' ' || ${pick(summaryObjects)} || ' in ' || t.name || '.',
        '<p>' || ${pick(summaryVerbs)} || ' ' || ${pick(summaryObjects)} || '.</p><ul><li>' || ${pick(summaryObjects)} || '</li></ul>',
        case when g % 10 = 0 then 'remote' when g % 10 = 1 then 'at_home' else 'address' end,
        case when g % 10 > 1 then t.postcode end,
        case when g % 10 > 1 then t.name end,
        case when g % 10 > 1 then t.latitude + (random() - 0.5) * 0.3 end,
        case when g % 10 > 1 then t.longitude + (random() - 0.5) * 0.45 end,
        case when g % 5 = 0 then 'one_off' when g % 5 = 1 then 'period' else 'recurring' end,
        case when g % 5 in (0, 1) then current_date + (g % 120) end,
        case when g % 5 = 1 then current_date + (g % 120) + 30 end,
        case when g % 5 > 1 then 1 + g % 8 end,
        g % 4 = 0,
        case g % 7 when 0 then array['seniors'] when 1 then array['students', 'young_people'] when 2 then array['newcomers'] else '{}'::text[] end,
        case when g % 25 = 0 then 'draft' when g % 25 = 1 then 'closed' else 'published' end,
        case when g % 25 <> 0 then now() - random() * interval '365 days' end,
        case when g % 6 = 0 then current_date + (g % 200) - 20 end,
        g % 10 = 3,
        now() - interval '400 days'
      from generate_series(1, ${vacancyCount}) as g
      join bench_organizations as o on o.n = (g::bigint * 7919) % (select count(*) from bench_organizations)
      join bench_towns as t on t.n = (g::bigint * 104729 + o.id) % ${towns.length};
    create temporary table bench_tags as
      select tenant_id, kind, id, row_number() over (partition by tenant_id, kind order by id) - 1 as n,
        count(*) over (partition by tenant_id, kind) as total
      from tags;
    insert into vacancy_tags (tenant_id, vacancy_id, tag_id)
      select v.tenant_id, v.id, t.id from vacancies as v
      join bench_tags as t on t.tenant_id = v.tenant_id and (
        (t.kind = 'category' and t.n = (v.id * 31) % t.total)
        or (t.kind = 'skill' and t.n in ((v.id * 17) % t.total, (v.id * 17 + 7) % t.total))
        or (t.kind = 'target_group' and v.id % 3 = 0 and t.n = (v.id * 13) % t.total))
      on conflict do nothing;
    analyze;
  `;
}
