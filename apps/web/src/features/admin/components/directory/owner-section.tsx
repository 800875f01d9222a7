import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryOwner } from '@solar/shared/contract/admin-directory';
import { FormSection } from '../../../../components/ui/form/form-section.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useSetEntryOwner } from '../../api/directory-entries.ts';

/**
 * The account an engineer or a shop is linked to (docs/decisions/035-wanted-requests-and-offers.md): its
 * owner hears of wanted requests in the entry's governorate and may answer as the entry. Saved on its own,
 * apart from the entry's form, and audited by the server.
 */
export function OwnerSection({ kind, id, owner }: { kind: 'engineers' | 'shops'; id: string; owner: EntryOwner | null }) {
  const { t } = useTranslation('admin-directory');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setOwner = useSetEntryOwner(kind, id);

  const change = async (value: string | null) => {
    setError(null);
    try {
      await setOwner.mutateAsync(value);
      setAccount('');
      toast.success(value === null ? t('owner.unlinked') : t('owner.linked'));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors.account ?? failure.message) : t('owner.failed'));
    }
  };
  const link = (event: FormEvent) => {
    event.preventDefault();
    void change(account.trim());
  };

  return (
    <FormSection variant="card" title={t('owner.title')} intro={t('owner.intro')}>
      {owner ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography>
            {t('owner.linkedTo', { name: owner.name })}{' '}
            <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
              {`+${owner.phone} · ${owner.email}`}
            </Box>
          </Typography>
          <Button color="error" startIcon={<LinkOffIcon />} onClick={() => void change(null)} loading={setOwner.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('owner.unlink')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('owner.none')}</Typography>
      )}
      <Box component="form" noValidate onSubmit={link} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={owner ? t('owner.otherAccount') : t('owner.account')}
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('owner.accountHint')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="outlined" startIcon={<LinkIcon />} loading={setOwner.isPending} disabled={account.trim().length < 3} sx={{ mt: 1 }}>
          {t('owner.link')}
        </Button>
      </Box>
    </FormSection>
  );
}
