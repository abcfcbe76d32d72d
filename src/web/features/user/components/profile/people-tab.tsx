import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyContent } from '@/web/components/empty-content';
import { cardGridSx } from '@/web/features/user/components/card-grid';
import { useErrorText } from '@/web/lib/error-text';
import { SearchField } from '@/web/components/search-field';
import { filterByName } from './name-search';

interface PeopleTabProps<Person extends { id: string; name: string }> {
  heading: string;
  searchLabel: string;
  people: Person[] | undefined;
  isLoading: boolean;
  error: unknown;
  empty: { title: string; description: string };
  /** One person's card content. */
  renderPerson(person: Person): ReactNode;
}


/** A tab of people (followers, friends): its heading, a search by name, and their cards, or why there are none. */
export function PeopleTab<Person extends { id: string; name: string }>({
  heading,
  searchLabel,
  people,
  isLoading,
  error,
  empty,
  renderPerson,
}: PeopleTabProps<Person>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const found = filterByName(people ?? [], query);

  let content: ReactNode;
  if (isLoading)
    content = (
      <Box sx={cardGridSx} aria-busy>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
    );
  else if (error && !people) content = <EmptyContent title={t('profile.loadFailed')} description={errorText(error)} titleComponent="h3" />;
  else if (people?.length === 0) content = <EmptyContent {...empty} titleComponent="h3" />;
  else if (found.length === 0)
    content = <EmptyContent title={t('profile.search.noResults', { query: query.trim() })} description={t('profile.search.hint')} titleComponent="h3" />;
  else
    content = (
      <Box component="ul" aria-label={heading} sx={cardGridSx}>
        {found.map((person) => (
          <li key={person.id}>
            <Card sx={{ p: 3, height: 1, display: 'flex', alignItems: 'center', gap: 2 }}>{renderPerson(person)}</Card>
          </li>
        ))}
      </Box>
    );

  return (
    <section aria-label={heading}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 3, gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h2">
          {heading}
        </Typography>
        {Boolean(people?.length) && <SearchField label={searchLabel} placeholder={searchLabel} value={query} onSearch={setQuery} />}
      </Stack>
      {content}
    </section>
  );
}
