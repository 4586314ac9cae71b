// The bug report form (POST /support/report-bug). Success shows the report's id so the racer can
// quote it when writing to support.
import { useState } from 'react';
import type { FormEvent } from 'react';

import { contentEndpoints } from '../../../domain/contracts/contentEndpoints';
import type { BugReportBody } from '../../../domain/contracts/support';
import { BUG_CATEGORIES, bugReportBody } from '../../../domain/contracts/support';
import { api } from '../../api';
import type { FormErrors } from '../../auth/formErrors';
import { apiFormErrors, NO_ERRORS, zodFieldErrors } from '../../auth/formErrors';
import { Button } from '../../components/Button';
import { FormMessage, SelectField, TextAreaField, TextField } from '../../components/Field';
import styles from './Support.module.css';

const CATEGORY_LABELS: Record<BugReportBody['category'], string> = {
  gameplay: 'Racing and gameplay',
  account: 'Account and login',
  shop: 'Shop, cash and cars',
  display: 'Display and layout',
  other: 'Something else',
};

const EMPTY = { category: '', summary: '', details: '', email: '', pageUrl: '' };

export function BugReportForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [reportId, setReportId] = useState<number | null>(null);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bugReportBody.safeParse({
      ...form,
      email: form.email.trim(),
      pageUrl: form.pageUrl.trim() || undefined,
    });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      if (fields.category) fields.category = 'Please pick what the problem is about.';
      setErrors({ form: null, fields });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const { id } = await api.call(contentEndpoints.reportBug, { body: parsed.data });
      setReportId(id);
      setForm(EMPTY);
    } catch (error) {
      setErrors(apiFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  if (reportId !== null) {
    return (
      <div>
        <FormMessage tone="success">
          Thanks! Your report is in as number #{reportId}. A member of the team reads every report;
          quote that number if you write to us about it.
        </FormMessage>
        <Button variant="ghost" onClick={() => setReportId(null)}>
          Report Another Problem
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <div className={styles.formRow}>
        <SelectField
          label="What is it about?"
          name="category"
          value={form.category}
          onChange={(event) => set('category')(event.target.value)}
          error={errors.fields.category}
          required
        >
          <option value="" disabled>
            Choose one…
          </option>
          {BUG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Where did it happen?"
          optional
          name="pageUrl"
          maxLength={500}
          placeholder="e.g. the garage, or the page’s link"
          value={form.pageUrl}
          onChange={(event) => set('pageUrl')(event.target.value)}
          error={errors.fields.pageUrl}
        />
      </div>
      <TextField
        label="Summary"
        name="summary"
        maxLength={120}
        placeholder="e.g. My car stops moving halfway through a race"
        value={form.summary}
        onChange={(event) => set('summary')(event.target.value)}
        error={errors.fields.summary}
        required
      />
      <TextAreaField
        label="What happened?"
        name="details"
        maxLength={4000}
        hint="What did you do, what did you expect, and what happened instead?"
        value={form.details}
        onChange={(event) => set('details')(event.target.value)}
        error={errors.fields.details}
        required
      />
      <TextField
        label="Your e-mail"
        optional
        name="email"
        type="email"
        autoComplete="email"
        hint="Only if you’d like a reply."
        value={form.email}
        onChange={(event) => set('email')(event.target.value)}
        error={errors.fields.email}
      />
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Sending…' : 'Send Report'}
        </Button>
      </div>
    </form>
  );
}
