import {
  biomeLabel,
  categoryLabel,
  formatDate,
  formatIndicator,
  indicatorDefinitions,
  openDataLicense,
  projectStatusLabel,
  type RegistryProjectCard,
} from '@raiz/domain';
import { csvDate, toCsv, indicatorColumns } from '@raiz/server-kit/csv';
import type { listRecentCertificates, listRegistryPages } from './registry.service.ts';

// The registry as open data (docs/registry.md#open-data): the list as CSV and GeoJSON, a sitemap and robots.txt
// for the public pages, and an Atom feed of newly certified reports. Only what the registry's cards show goes out.

const projectUrl = (publicUrl: string, slug: string) => `${publicUrl}/registro/${encodeURIComponent(slug)}`;
const organizationUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/registro/organizacoes/${encodeURIComponent(slug)}`;
const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verificar/${encodeURIComponent(code)}`;

/** `Link` header naming the licence, on every open data answer (RFC 8288, relation "license"). */
export const licenseLink = `<${openDataLicense.url}>; rel="license"`;

/** The registry's projects as CSV for pt-BR spreadsheets, one row a project, its certified impact summed. */
export function projectsCsv(cards: RegistryProjectCard[], publicUrl: string): string {
  return toCsv(cards, [
    { header: 'Projeto', value: (c) => c.name },
    { header: 'Página', value: (c) => projectUrl(publicUrl, c.slug) },
    { header: 'Organização', value: (c) => c.organization?.name ?? '' },
    { header: 'Município', value: (c) => c.municipality },
    { header: 'UF', value: (c) => c.state },
    { header: 'Bioma', value: (c) => biomeLabel(c.biome) },
    { header: 'Categoria', value: (c) => categoryLabel(c.category) },
    { header: 'Situação', value: (c) => projectStatusLabel(c.status) },
    { header: 'Latitude', value: (c) => c.latitude },
    { header: 'Longitude', value: (c) => c.longitude },
    { header: 'Publicado em', value: (c) => csvDate(c.publishedAt) },
    { header: 'Relatórios certificados', value: (c) => c.certifiedReports },
    ...indicatorColumns<RegistryProjectCard>((c) => c.certifiedImpact).map((column) => ({
      ...column,
      header: `${column.header} certificado`,
    })),
  ]);
}

/**
 * The registry's projects that have coordinates as a GeoJSON FeatureCollection (RFC 7946: longitude first, WGS 84),
 * with the licence and attribution as foreign members.
 */
export function projectsGeoJson(cards: RegistryProjectCard[], publicUrl: string) {
  return {
    type: 'FeatureCollection' as const,
    license: openDataLicense.url,
    attribution: `Registro público da Raiz (${publicUrl}/registro), ${openDataLicense.name}`,
    features: cards
      .filter((c) => c.latitude != null && c.longitude != null)
      .map((c) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [c.longitude!, c.latitude!] },
        properties: {
          slug: c.slug,
          name: c.name,
          url: projectUrl(publicUrl, c.slug),
          organization: c.organization?.name ?? null,
          municipality: c.municipality,
          state: c.state,
          biome: c.biome,
          category: c.category,
          status: c.status,
          publishedAt: c.publishedAt,
          certifiedReports: c.certifiedReports,
          certifiedImpact: c.certifiedImpact,
        },
      })),
  };
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text for an XML element or attribute; characters XML 1.0 cannot carry are dropped. */
const xml = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

/** An Atom feed (RFC 4287) of the most recently certified reports of the registry's projects. */
export function certificatesAtom(entries: Awaited<ReturnType<typeof listRecentCertificates>>, publicUrl: string) {
  const self = `${publicUrl}/v1/public/certificates.atom`;
  const updated = entries[0]?.issuedAt ?? new Date(0).toISOString();
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">',
    `  <id>${xml(self)}</id>`,
    '  <title>Raiz — relatórios certificados</title>',
    '  <subtitle>Relatórios de impacto certificados dos projetos do registro público da Raiz.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${publicUrl}/registro`)}"/>`,
    `  <link rel="license" href="${xml(openDataLicense.url)}"/>`,
    `  <rights>${xml(openDataLicense.name)}</rights>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>Raiz</name></author>',
  ];
  for (const e of entries) {
    const impact = indicatorDefinitions
      .filter((d) => e[d.key] != null)
      .map((d) => `${d.label}: ${formatIndicator(d.key, e[d.key])}`)
      .join('; ');
    const summary = [
      `${e.projectName}${e.organizationName ? ` (${e.organizationName})` : ''}`,
      `período de ${formatDate(e.periodStart)} a ${formatDate(e.periodEnd)}`,
      impact,
      `código ${e.code}`,
    ]
      .filter(Boolean)
      .join(' · ');
    lines.push(
      '  <entry>',
      `    <id>${xml(verificationUrl(publicUrl, e.code))}</id>`,
      `    <title>${xml(`${e.title} — ${e.projectName}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(verificationUrl(publicUrl, e.code))}"/>`,
      `    <link rel="related" type="text/html" href="${xml(projectUrl(publicUrl, e.projectSlug))}"/>`,
      `    <published>${e.issuedAt}</published>`,
      `    <updated>${e.issuedAt}</updated>`,
      `    <summary>${xml(summary)}</summary>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** The public screens with a fixed address (the web's paths), in every sitemap. */
const fixedPublicPages = ['/', '/registro', '/como-se-faz', '/privacidade'];

/** sitemap.xml (sitemaps.org 0.9): the fixed public screens, each listed project and each organisation with one. */
export function sitemapXml(pages: Awaited<ReturnType<typeof listRegistryPages>>, publicUrl: string) {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fixedPublicPages.map((p) => url(`${publicUrl}${p}`)),
    ...pages.projects.map((p) => url(projectUrl(publicUrl, p.slug), p.updatedAt)),
    ...pages.organizations.map((o) => url(organizationUrl(publicUrl, o.slug), o.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything closed but the public screens, their files and the public API, so a private screen added
 * later stays out of search engines without a change here.
 */
export function robotsTxt(publicUrl: string) {
  return [
    'User-agent: *',
    'Disallow: /',
    'Allow: /$',
    'Allow: /registro',
    'Allow: /verificar/',
    'Allow: /como-se-faz',
    'Allow: /privacidade',
    'Allow: /guia/',
    'Allow: /assets/',
    'Allow: /favicon.svg',
    'Allow: /v1/public/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
