// "Report" beside a racer (their public profile, a race's results): a reason from the fixed list,
// optional words, and the race when there is one. The report goes to the operators' queue.
import { useState, type FormEvent } from 'react';

import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '../../domain/reports/reports';
import { ApiError } from '../../net/apiError';
import { Button } from '../components/Button';
import { FormMessage, SelectField, TextAreaField } from '../components/Field';
import { Modal } from '../components/Modal';
import { reportPlayer } from './playerActions';
import styles from './Players.module.css';

export interface ReportPlayerButtonProps {
  targetID: number;
  targetName: string;
  raceID?: number | null;
  size?: 'sm' | 'md';
}

export function ReportPlayerButton({
  targetID,
  targetName,
  raceID,
  size = 'sm',
}: ReportPlayerButtonProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        onClick={() => setOpen(true)}
        disabled={done}
        aria-label={done ? `${targetName} reported` : `Report ${targetName}`}
      >
        {done ? 'Reported' : 'Report'}
      </Button>
      {open && (
        <ReportDialog
          targetID={targetID}
          targetName={targetName}
          raceID={raceID ?? null}
          onClose={() => setOpen(false)}
          onDone={() => setDone(true)}
        />
      )}
    </>
  );
}

function ReportDialog({
  targetID,
  targetName,
  raceID,
  onClose,
  onDone,
}: {
  targetID: number;
  targetName: string;
  raceID: number | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState<ReportReason>('cheating');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await reportPlayer(targetID, {
        reason,
        details: details.trim(),
        ...(raceID ? { raceID } : {}),
      });
      setSent(true);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ALREADY_REPORTED') {
        setSent(true);
        onDone();
      } else
        setError(
          err instanceof ApiError ? err.message : 'The report was not sent. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={`Report ${targetName}`} onClose={onClose}>
      {sent ? (
        <>
          <FormMessage tone="success">
            Thanks. The site’s operators will look at your report.
          </FormMessage>
          <Button onClick={onClose}>Close</Button>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} className={styles.form}>
          <p className={styles.note}>
            {raceID ? 'About this race. ' : ''}Reports go to the site’s operators, who can see the
            race log.
          </p>
          <SelectField
            label="Reason"
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_REASON_LABELS[r]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="What happened"
            name="details"
            optional
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <div className={styles.actions}>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? 'Sending…' : 'Send report'}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
