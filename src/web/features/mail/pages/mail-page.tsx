import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Mail } from '@/contract/mail';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { ScreenHeading } from '@/web/components/screen-heading';
import { paths } from '@/web/lib/paths';
import type { MailDraft } from '@/web/features/mail/api/send-mail';
import { mailBoxOf, mailBoxPath, type MailBox } from '@/web/features/mail/components/mail-box';
import { MenuIcon } from '@/web/features/mail/components/mail-icons';
import { MailLabelNav } from '@/web/features/mail/components/mail-label-nav';
import { MailListPane } from '@/web/features/mail/components/mail-list-pane';
import { MailLabelNotFound } from '@/web/features/mail/components/mail-not-found';
import { MailReadingPane } from '@/web/features/mail/components/mail-reading-pane';
import { draftOfMail, forwardDraft, newDraft, replyDraft } from '@/web/features/mail/components/reply-draft';

// The form (and its recipient search) loads when a mail is first written.
const MailComposeDialog = lazy(async () => ({
  default: (await import('@/web/features/mail/components/mail-compose-dialog')).MailComposeDialog,
}));

/**
 * /dashboard/mail/{label}[/{mailId}] and /dashboard/mail/label/{customLabel}[/{mailId}]: labels, the label's
 * list and the open mail side by side on wide screens; on narrow ones the labels are a drawer and the list
 * and the mail take turns.
 */
export default function MailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const box = mailBoxOf(params);
  const mailId = params.mailId;
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [search, setSearch] = useState('');
  // The labels drawer closes by itself on the next navigation (a label chosen).
  const [labelsOpenAt, setLabelsOpenAt] = useState<string | null>(null);
  const [compose, setCompose] = useState<{ id: number; draft: MailDraft } | null>(null);
  const openCompose = (draft: MailDraft) => setCompose({ id: Date.now(), draft });

  const onReply = (mail: Mail) => openCompose(replyDraft(mail));
  const onForward = (mail: Mail) => openCompose(forwardDraft(mail));

  const labelName = params.customLabel ?? params.systemLabel ?? '';
  const openLabels = wide ? undefined : () => setLabelsOpenAt(location.key);

  return (
    <Page title={t('mail.title')}>
      <ScreenHeading
        heading={t('mail.heading')}
        crumbs={[{ name: t('mail.crumbs.dashboard'), href: paths.dashboard.root }, { name: t('mail.crumbs.mail') }]}
      />
      <Card
        sx={{
          display: 'flex',
          height: { md: 'calc(100vh - 260px)' },
          minHeight: { xs: 480, md: 560 },
        }}
      >
        <MailLabelNav
          permanent={wide}
          open={labelsOpenAt === location.key}
          onClose={() => setLabelsOpenAt(null)}
          current={box}
          onCompose={() => {
            setLabelsOpenAt(null);
            openCompose(newDraft());
          }}
        />
        {box === null ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
            {!wide && <MailListTopBar onOpenLabels={openLabels} />}
            <MailLabelNotFound label={labelName} />
          </Box>
        ) : (
          <MailPanes
            box={box}
            mailId={mailId}
            wide={wide}
            search={search}
            onSearch={setSearch}
            onOpenLabels={openLabels}
            onReply={onReply}
            onForward={onForward}
            onEditDraft={(mail) => openCompose(draftOfMail(mail))}
          />
        )}
      </Card>
      {compose && (
        <Suspense fallback={null}>
          <MailComposeDialog
            key={compose.id}
            initial={compose.draft}
            onClose={() => setCompose(null)}
            // A draft open in the reading pane is gone once sent or discarded: back to its list.
            onDraftGone={() => {
              if (box && compose.draft.draftId && compose.draft.draftId === mailId) void navigate(mailBoxPath(box));
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}

interface MailPanesProps {
  box: MailBox;
  mailId?: string;
  wide: boolean;
  search: string;
  onSearch(query: string): void;
  onOpenLabels?(): void;
  onReply(mail: Mail): void;
  onForward(mail: Mail): void;
  onEditDraft(mail: Mail): void;
}

function MailPanes({ box, mailId, wide, search, onSearch, onOpenLabels, onReply, onForward, onEditDraft }: MailPanesProps) {
  const { t } = useTranslation();
  const list = <MailListPane box={box} openMailId={mailId} search={search} onSearch={onSearch} onOpenLabels={onOpenLabels} />;
  const reading = mailId && <MailReadingPane key={mailId} box={box} mailId={mailId} withBack={!wide} onReply={onReply} onForward={onForward} onEditDraft={onEditDraft} />;
  if (!wide) return <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>{reading || list}</Box>;
  return (
    <>
      <Box sx={{ width: { md: 320, lg: 360 }, flexShrink: 0, borderRight: 1, borderColor: 'divider', minHeight: 0 }}>{list}</Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', minHeight: 0 }}>
        {reading || <EmptyContent title={t('mail.details.none')} description={t('mail.details.noneHint')} titleComponent="h2" sx={{ flexGrow: 1 }} />}
      </Box>
    </>
  );
}

/** On narrow screens, where the list is not shown (an unknown label): the button that opens the labels. */
function MailListTopBar({ onOpenLabels }: { onOpenLabels?(): void }) {
  const { t } = useTranslation();
  if (!onOpenLabels) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <IconButton aria-label={t('mail.labels.open')} onClick={onOpenLabels} edge="start">
        <MenuIcon />
      </IconButton>
    </Box>
  );
}
