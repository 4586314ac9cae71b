// Asking to join a class with its code (SPEC §7 POST /auth/class-login/{sectionID}): the student
// then waits for the teacher's approval.
import { useState, type FormEvent } from 'react';

import { isSectionID } from '../../../domain/classes/classRules';
import { classEndpoints as api } from '../../../domain/contracts/classEndpoints';
import { api as client } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import styles from '../team/Team.module.css';
import { useClassAction } from './useClassAction';

export function ClassJoinForm({ code = '', onJoined }: { code?: string; onJoined: () => void }) {
  const [value, setValue] = useState(code);
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useClassAction(onJoined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sectionID = Number(value.replace(/\s/g, ''));
    if (!isSectionID(sectionID)) {
      setInvalid('A class code is 7 digits.');
      return;
    }
    setInvalid(null);
    void action.run(() =>
      client.call(api.classLogin, { params: { sectionID }, body: { sectionID } }),
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.joinNote}>
        Enter the 7-digit code your teacher gave you. Your teacher approves you before you join.
      </p>
      <TextField
        label="Class code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        value={value}
        error={invalid ?? undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
      <div>
        <Button type="submit" variant="accent" disabled={action.busy}>
          Ask to join
        </Button>
      </div>
    </form>
  );
}
