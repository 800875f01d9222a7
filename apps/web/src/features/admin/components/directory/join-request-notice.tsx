import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminJoinRequest } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import type { JoinRequestType } from '../../api/get-join-requests.ts';
import { isolate } from '../../utils/directory-text.ts';

/**
 * Above a new entry's form made from a join request: whose request it is, or why the server will refuse
 * to link the entry to it (a request of the other kind, or one no longer new).
 */
export function JoinRequestNotice({ request, type }: { request: AdminJoinRequest; type: JoinRequestType }) {
  const { t } = useTranslation('admin-directory');
  if (request.type !== type) {
    const otherForm = request.type === 'engineer' ? paths.admin.newEngineer.getHref(request._id) : paths.admin.newShop.getHref(request._id);
    return (
      <Alert severity="warning" role="note">
        {t(`form.requestOtherType.${request.type}`, { name: isolate(request.fullName) })}{' '}
        <Link component={RouterLink} to={otherForm}>
          {t(`form.openOtherForm.${request.type}`)}
        </Link>
      </Alert>
    );
  }
  if (request.status !== 'new') {
    const entryHref = request.entryId
      ? request.type === 'engineer'
        ? paths.admin.editEngineer.getHref(request.entryId)
        : paths.admin.editShop.getHref(request.entryId)
      : paths.admin.joinRequests.getHref(request.status);
    return (
      <Alert severity="warning" role="note">
        {t(request.entryId ? 'form.requestUsed' : 'form.requestClosed', { name: isolate(request.fullName) })}{' '}
        <Link component={RouterLink} to={entryHref}>
          {t(request.entryId ? 'form.openMadeEntry' : 'form.openJoinRequests')}
        </Link>
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="note">
      {t('form.fromRequest', { name: isolate(request.fullName) })}
    </Alert>
  );
}
