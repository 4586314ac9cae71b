// /teachers, the Teacher Portal (SPEC §2, opened in a new tab from the header): a teacher logs in
// or signs up with an ordinary account (the overlay keeps them here), opens the portal once (the
// account becomes a teacher's), creates classes, and runs each one in SectionPanel.
import { useState, type FormEvent } from 'react';

import { DISTRICT_NAME_MAX, SECTION_NAME_MAX } from '../../../domain/classes/classRules';
import { classEndpoints as api } from '../../../domain/contracts/classEndpoints';
import { api as client } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useAuthOverlay } from '../../stores/authOverlay';
import { useSession } from '../../stores/sessionStore';
import styles from '../team/Team.module.css';
import { SectionPanel } from './SectionPanel';
import { useClassAction } from './useClassAction';

const TITLE = 'Teacher Portal';
const SUBTITLE = 'Race with your classes.';

export function TeachersPage() {
  const user = useSession((state) => state.user);
  const showOverlay = useAuthOverlay((state) => state.show);
  if (!user.loggedIn) {
    return (
      <Page title={TITLE} subtitle={SUBTITLE}>
        <Panel labelledBy="teach-heading">
          <h2 id="teach-heading" className={styles.panelTitle}>
            Teach with Nitro Race
          </h2>
          <p className={styles.lead}>
            Create a class, share its code with your students, approve them, and follow each
            student&apos;s races, speed and accuracy. Switch off what your class should not use, and
            post a message your class reads when they log in. Log in, or create an account, to open
            your portal.
          </p>
          <div className={styles.actions}>
            <Button size="lg" onClick={() => showOverlay('login')}>
              Log In
            </Button>
            <Button variant="accent" size="lg" onClick={() => showOverlay('register')}>
              Create Account
            </Button>
          </div>
        </Panel>
      </Page>
    );
  }
  return user.isTeacher ? <Portal /> : <BecomeTeacher />;
}

function BecomeTeacher() {
  const action = useClassAction(() => undefined);
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <Panel labelledBy="open-heading">
        <h2 id="open-heading" className={styles.panelTitle}>
          Open your Teacher Portal
        </h2>
        <p className={styles.lead}>
          Your account becomes a teacher account: you can create classes and approve students. You
          keep your garage and can still race.
        </p>
        {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
        <Button
          variant="accent"
          disabled={action.busy}
          onClick={() => void action.run(() => client.call(api.classBecomeTeacher, { body: {} }))}
        >
          Open Teacher Portal
        </Button>
      </Panel>
    </Page>
  );
}

function Portal() {
  const [resource, reload] = useApiGet(api.classSections);
  const [chosen, setChosen] = useState<number | null>(null);
  const sections = resource.status === 'ready' ? resource.data.sections : [];
  const current = sections.find((s) => s.sectionID === chosen) ?? sections[0] ?? null;
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <div className={styles.columns}>
        <div className={styles.stack}>
          {resource.status === 'loading' && <Loading label="Loading your classes…" />}
          {resource.status === 'failed' && (
            <LoadError message={resource.message} onRetry={reload} />
          )}
          {resource.status === 'ready' && !current && (
            <Empty title="No classes yet">Create your first class to get its code.</Empty>
          )}
          {current && (
            <SectionPanel key={current.sectionID} sectionID={current.sectionID} onChange={reload} />
          )}
        </div>
        <div className={styles.stack}>
          {sections.length > 0 && (
            <Panel labelledBy="classes-heading">
              <h2 id="classes-heading" className={styles.panelTitle}>
                Your classes
              </h2>
              <ul className={styles.list}>
                {sections.map((s) => (
                  <li key={s.sectionID} className={styles.row}>
                    <span className={styles.rowMain}>
                      <span>{s.name}</span>
                      <span className={styles.muted}>
                        {s.members === 1 ? '1 student' : `${s.members} students`}
                        {s.pending > 0 ? `, ${s.pending} waiting` : ''}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-pressed={current?.sectionID === s.sectionID}
                      onClick={() => setChosen(s.sectionID)}
                    >
                      Open<span className="visually-hidden"> {s.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          <CreateSection
            onCreated={(sectionID) => {
              setChosen(sectionID);
              reload();
            }}
          />
        </div>
      </div>
    </Page>
  );
}

function CreateSection({ onCreated }: { onCreated: (sectionID: number) => void }) {
  const [name, setName] = useState('');
  const [districtName, setDistrictName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await client.call(api.classCreateSection, { body: { name, districtName } });
      setName('');
      onCreated(made.section.sectionID);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel labelledBy="create-heading">
      <h2 id="create-heading" className={styles.panelTitle}>
        Create a class
      </h2>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <TextField
          label="Class name"
          required
          maxLength={SECTION_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="School or district"
          optional
          maxLength={DISTRICT_NAME_MAX}
          value={districtName}
          onChange={(e) => setDistrictName(e.target.value)}
        />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <div>
          <Button type="submit" variant="accent" disabled={busy || name.trim() === ''}>
            Create class
          </Button>
        </div>
      </form>
    </Panel>
  );
}
