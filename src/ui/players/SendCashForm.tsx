// "Send cash" on a racer's public profile (SPEC §1: only gold members may send cash; SPEC §7
// send-cash). A gold member enters an amount and their password; others see what gold allows.
// SPEC §8 logs a failure as 'Cash sending error' and raises no alert; the form itself still says
// what went wrong beside the field, so the player can correct it.
import { useState, type FormEvent } from 'react';

import { isSendableAmount, SEND_CASH_MAX } from '../../domain/cash/sendCash';
import { formatMoney } from '../../domain/shop/money';
import { ApiError } from '../../net/apiError';
import { Button } from '../components/Button';
import { FormMessage, TextField } from '../components/Field';
import { useSession } from '../stores/sessionStore';
import { sendCash } from './playerActions';
import styles from './Players.module.css';

export function SendCashForm({ toUserID, toName }: { toUserID: number; toName: string }) {
  const user = useSession((state) => state.user);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  if (user.membership !== 'gold') {
    return (
      <p className={styles.note}>
        Nitro Gold members can send cash to other racers. You have {formatMoney(user.money)}.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!isSendableAmount(value)) {
      setError(`Enter a whole number of dollars from $1 to ${formatMoney(SEND_CASH_MAX)}.`);
      return;
    }
    if (value > user.money) {
      setError(`You have ${formatMoney(user.money)}.`);
      return;
    }
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      await sendCash(toUserID, value, password);
      setSent(value);
      setAmount('');
      setPassword('');
    } catch (err) {
      console.error('Cash sending error', err);
      setError(err instanceof ApiError ? err.message : 'The cash was not sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={`Send cash to ${toName}`}
    >
      <p className={styles.note}>You have {formatMoney(user.money)}.</p>
      <div className={styles.row}>
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
          required
        />
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={200}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {sent !== null && (
        <FormMessage tone="success">
          Sent {formatMoney(sent)} to {toName}.
        </FormMessage>
      )}
      <Button type="submit" variant="accent" disabled={busy}>
        {busy ? 'Sending…' : 'Send cash'}
      </Button>
    </form>
  );
}
