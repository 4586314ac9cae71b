import { useMemo } from 'react';
import { footerColumns } from '../../domain/nav/footerLinks';
import { currentYear } from '../clock';
import { useSite } from '../site';
import { useSession } from '../stores/sessionStore';
import { Footer } from './Footer';

export function SiteFooter() {
  const site = useSite();
  const user = useSession((state) => state.user);
  const columns = useMemo(() => footerColumns(user, site), [user, site]);
  return <Footer columns={columns} year={currentYear()} />;
}
