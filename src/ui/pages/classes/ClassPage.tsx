// /class (SPEC §2, §7 GET /classes?isMember=1): the student's class, like a team page: its name,
// teacher and school, the teacher's message, and the roster with each classmate's stats. A
// student waiting for approval reads who they asked; outside a class, how to join one.
import { classEndpoints as api } from '../../../domain/contracts/classEndpoints';
import { speedUnit } from '../../../domain/stats/ranking';
import { api as client } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/Field';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import styles from '../team/Team.module.css';
import { ClassJoinForm } from './ClassJoinForm';
import { StudentTable } from './StudentTable';
import { useClassAction } from './useClassAction';

export function ClassPage() {
  const user = useSession((state) => state.user);
  if (!user.loggedIn) {
    return (
      <LoginPrompt
        title="Class"
        subtitle="Race with your class."
        heading="Log in to join your class"
      >
        Your teacher gives you a class code. Log in or create an account, then enter it here.
      </LoginPrompt>
    );
  }
  return <MyClass />;
}

function MyClass() {
  const site = useSite();
  const [resource, reload] = useApiGet(api.classes, { query: { isMember: '1' } });
  const action = useClassAction(reload);
  if (resource.status === 'loading')
    return (
      <Page title="Class">
        <Loading label="Loading your class…" />
      </Page>
    );
  if (resource.status === 'failed')
    return (
      <Page title="Class">
        <LoadError message={resource.message} onRetry={reload} />
      </Page>
    );
  const mine = resource.data.class;
  if (!mine) {
    return (
      <Page title="Class" subtitle="Race with your class.">
        <Panel labelledBy="join-heading">
          <h2 id="join-heading" className={styles.panelTitle}>
            Join your class
          </h2>
          <ClassJoinForm onJoined={reload} />
        </Panel>
      </Page>
    );
  }
  const leave = (
    <Button
      variant="ghost"
      size="sm"
      disabled={action.busy}
      onClick={() => void action.run(() => client.call(api.classLeave, { body: {} }))}
    >
      {mine.status === 'pending' ? 'Withdraw request' : 'Leave class'}
    </Button>
  );
  return (
    <Page title={mine.name} subtitle={`Teacher: ${mine.teacherName}`}>
      <div className={styles.stack}>
        {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
        {mine.status === 'pending' ? (
          <Panel labelledBy="pending-heading">
            <h2 id="pending-heading" className={styles.panelTitle}>
              Waiting for your teacher
            </h2>
            <p className={styles.lead}>
              You asked to join {mine.name} ({mine.teacherName}
              {mine.districtName ? `, ${mine.districtName}` : ''}). Your teacher will approve you
              soon; until then, race as usual.
            </p>
            {leave}
          </Panel>
        ) : (
          <>
            {mine.message && (
              <Panel labelledBy="message-heading">
                <h2 id="message-heading" className={styles.panelTitle}>
                  Message from {mine.teacherName}
                </h2>
                <p className={styles.motd}>{mine.message.text}</p>
              </Panel>
            )}
            <Panel labelledBy="roster-heading">
              <h2 id="roster-heading" className={styles.panelTitle}>
                Your class
              </h2>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>Teacher</dt>
                  <dd>{mine.teacherName}</dd>
                </div>
                {mine.districtName && (
                  <div className={styles.fact}>
                    <dt>School</dt>
                    <dd>{mine.districtName}</dd>
                  </div>
                )}
                <div className={styles.fact}>
                  <dt>Students</dt>
                  <dd>{mine.students.length}</dd>
                </div>
              </dl>
              {mine.students.length > 0 ? (
                <StudentTable
                  caption="Classmates"
                  students={mine.students}
                  speedUnit={speedUnit(site.id)}
                />
              ) : (
                <Empty title="No classmates yet" />
              )}
              <div className={styles.actions}>{leave}</div>
            </Panel>
          </>
        )}
      </div>
    </Page>
  );
}
