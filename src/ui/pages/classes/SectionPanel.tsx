// One class in the Teacher Portal: its code and join link, students waiting for approval, the
// class table (races, speed, accuracy) with Remove, the class settings, and the class message.
import { useState, type FormEvent } from 'react';

import {
  CLASS_MESSAGE_DAYS_MAX,
  CLASS_MESSAGE_MAX,
  CLASS_SETTING_LABELS,
  CLASS_SETTINGS,
  type ClassSetting,
} from '../../../domain/classes/classRules';
import { classEndpoints as api } from '../../../domain/contracts/classEndpoints';
import { speedUnit } from '../../../domain/stats/ranking';
import { api as client } from '../../api';
import { Button } from '../../components/Button';
import { CheckboxField, FormMessage, SelectField, TextAreaField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSite } from '../../site';
import { ActionButton } from '../team/ActionButton';
import styles from '../team/Team.module.css';
import { StudentTable } from './StudentTable';
import { useClassAction } from './useClassAction';

const DAY_CHOICES = [1, 2, 3, 7, 14, CLASS_MESSAGE_DAYS_MAX];

export function SectionPanel({ sectionID, onChange }: { sectionID: number; onChange: () => void }) {
  const site = useSite();
  const [resource, reload] = useApiGet(api.classSection, { params: { sectionID } });
  const action = useClassAction(() => {
    reload();
    onChange();
  });
  if (resource.status === 'loading') return <Loading label="Loading the class…" />;
  if (resource.status === 'failed')
    return <LoadError message={resource.message} onRetry={reload} />;
  const { section, students } = resource.data;
  const pending = students.filter((s) => s.status === 'pending');
  const members = students.filter((s) => s.status === 'member');
  const link = `${window.location.origin}/class/join/${section.sectionID}`;
  const path = (userID: number) => ({ params: { sectionID, userID }, body: {} });
  return (
    <>
      <Panel labelledBy="section-heading">
        <h2 id="section-heading" className={styles.teamHead}>
          {section.name}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Class code</dt>
            <dd data-testid="class-code">{section.sectionID}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Students</dt>
            <dd>{section.members}</dd>
          </div>
          {section.districtName && (
            <div className={styles.fact}>
              <dt>School</dt>
              <dd>{section.districtName}</dd>
            </div>
          )}
        </dl>
        <p className={styles.note}>
          Students join at{' '}
          <a className={styles.link} href={link}>
            {link}
          </a>
          , or enter the code on their Class page. You approve each one.
        </p>
        {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
        {action.notice && <FormMessage tone="success">{action.notice}</FormMessage>}
      </Panel>

      <Panel labelledBy="pending-heading">
        <h2 id="pending-heading" className={styles.panelTitle}>
          Waiting for approval ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className={styles.note}>Nobody is waiting.</p>
        ) : (
          <ul className={styles.list}>
            {pending.map((s) => (
              <li key={s.userID} className={styles.row}>
                <span className={styles.rowMain}>
                  <span>{s.displayName || s.username}</span>
                  <span className={styles.muted}>{s.username}</span>
                </span>
                <span className={styles.actions}>
                  <ActionButton
                    action={action}
                    size="sm"
                    variant="accent"
                    about={s.username}
                    call={() => client.call(api.classStudentApprove, path(s.userID))}
                    done={`${s.username} joined the class.`}
                  >
                    Approve
                  </ActionButton>
                  <ActionButton
                    action={action}
                    size="sm"
                    variant="ghost"
                    about={s.username}
                    call={() => client.call(api.classStudentRemove, path(s.userID))}
                    done={`${s.username} was turned away.`}
                  >
                    Remove
                  </ActionButton>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel labelledBy="table-heading">
        <h2 id="table-heading" className={styles.panelTitle}>
          Class table
        </h2>
        {members.length === 0 ? (
          <p className={styles.note}>No students yet. Share the code.</p>
        ) : (
          <StudentTable
            caption={`${section.name}: races, ${speedUnit(site.id)} and accuracy`}
            students={members}
            speedUnit={speedUnit(site.id)}
            extra={{
              heading: 'Actions',
              cell: (s) => (
                <ActionButton
                  action={action}
                  size="sm"
                  variant="ghost"
                  about={s.username}
                  call={() => client.call(api.classStudentRemove, path(s.userID))}
                  done={`${s.username} was removed.`}
                >
                  Remove
                </ActionButton>
              ),
            }}
          />
        )}
      </Panel>

      <Panel labelledBy="settings-heading">
        <h2 id="settings-heading" className={styles.panelTitle}>
          Class settings
        </h2>
        <p className={styles.lead}>Untick what your students should not see or use.</p>
        {CLASS_SETTINGS.map((setting: ClassSetting) => {
          const on = !section.disabledSettings.includes(setting);
          return (
            <CheckboxField
              key={setting}
              label={CLASS_SETTING_LABELS[setting]}
              checked={on}
              disabled={action.busy}
              onChange={() => {
                const disabled = on
                  ? [...section.disabledSettings, setting]
                  : section.disabledSettings.filter((s) => s !== setting);
                void action.run(
                  () =>
                    client.call(api.classSectionSettings, {
                      params: { sectionID },
                      body: { disabled: disabled as ClassSetting[] },
                    }),
                  'Settings saved.',
                );
              }}
            />
          );
        })}
      </Panel>

      <MessageForm sectionID={sectionID} current={section.message} action={action} />
    </>
  );
}

function MessageForm({
  sectionID,
  current,
  action,
}: {
  sectionID: number;
  current: { text: string; expires: number } | null;
  action: ReturnType<typeof useClassAction>;
}) {
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(3);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await action.run(
      () =>
        client.call(api.classSectionMessage, { params: { sectionID }, body: { message, days } }),
      'Message posted.',
    );
    if (sent) setMessage('');
  };
  return (
    <Panel labelledBy="message-heading">
      <h2 id="message-heading" className={styles.panelTitle}>
        Class message
      </h2>
      {current ? (
        <>
          <p className={styles.motd}>{current.text}</p>
          <p className={styles.note}>
            Shown until {new Date(current.expires * 1000).toLocaleDateString()}.
          </p>
        </>
      ) : (
        <p className={styles.note}>No message right now.</p>
      )}
      <form className={`${styles.form} ${styles.separated}`} onSubmit={(e) => void submit(e)}>
        <TextAreaField
          label="New message"
          maxLength={CLASS_MESSAGE_MAX}
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value.replace(/[\r\n]+/g, ' '))}
        />
        <SelectField
          label="Show it for"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" variant="accent" disabled={action.busy || message.trim() === ''}>
            Post message
          </Button>
        </div>
      </form>
    </Panel>
  );
}
