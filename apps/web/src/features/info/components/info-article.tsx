import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** The site's own pages (issue #17); their texts are the lazy `info` namespace, out of the first download. */
export type InfoPageKey = 'about' | 'terms' | 'privacy' | 'safety' | 'contact';

/** A titled part of a page: paragraphs, a bulleted list, or both. */
export interface InfoSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The page's sections as the catalogue holds them; a malformed entry is left out rather than shown broken. */
function readSections(value: unknown): InfoSection[] {
  if (!Array.isArray(value)) return [];
  return value.filter((section): section is InfoSection => {
    if (!section || typeof section !== 'object') return false;
    const { title, paragraphs, items } = section as Record<string, unknown>;
    return typeof title === 'string' && (paragraphs === undefined || isStrings(paragraphs)) && (items === undefined || isStrings(items));
  });
}

/** One part of an info page: an `<h2>` and its text, named by its heading for screen readers. */
export function InfoPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SectionText({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1 }}>
          {paragraph}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 0.75 }}>
          {section.items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * An info page: its heading, introduction, what the route adds (the contact channels, the short safety
 * tips) and its sections, in one readable column.
 */
export function InfoArticle({ page, children }: { page: InfoPageKey; children?: ReactNode }) {
  const { t } = useTranslation(['info', 'common']);
  const sections = readSections(t(`${page}.sections`, { returnObjects: true }));
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <PageHeading title={t(`common:pages.${page}`)} />
        <Typography variant="body1" color="text.secondary">
          {t(`${page}.intro`)}
        </Typography>
      </Box>
      {children}
      {sections.map((section) => (
        <InfoPart key={section.title} title={section.title}>
          <SectionText section={section} />
        </InfoPart>
      ))}
    </Box>
  );
}
