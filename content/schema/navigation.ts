import { z } from 'zod';
import { routeEntries, type RouteId } from '#shared/routing/route-manifest.ts';

/** Sections of the home page that menus scroll to. */
export const HOME_SECTIONS = ['features', 'faq', 'pricing', 'how-it-works'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

const routeIds = routeEntries.map((entry) => entry.id) as [RouteId, ...RouteId[]];
const routeIdSchema = z.enum(routeIds);

/** A page of the route table; its label comes from the route table unless overridden. */
const routeLinkSchema = z.object({
  route: routeIdSchema,
  label: z.string().min(1).optional(),
});
/** A section of the home page, reached with a scrollTo state from anywhere. */
const sectionLinkSchema = z.object({ section: z.enum(HOME_SECTIONS), label: z.string().min(1) });
export const navLinkSchema = z.union([routeLinkSchema, sectionLinkSchema]);

export const megaMenuSchema = z.object({
  id: z.enum(['product', 'solutions', 'resources']),
  label: z.string().min(1),
  groups: z
    .array(z.object({ title: z.string().min(1), items: z.array(navLinkSchema).min(1) }))
    .min(1)
    .max(3),
});

export const navigationSchema = z.object({
  megaMenus: z.array(megaMenuSchema).length(3),
  /** Plain header links after the mega menus. */
  headerLinks: z.array(navLinkSchema).min(1),
  footerColumns: z
    .array(z.object({ title: z.string().min(1), links: z.array(navLinkSchema).min(1) }))
    .min(1),
  legalLinks: z.array(routeLinkSchema).min(1),
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type MegaMenu = z.infer<typeof megaMenuSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
