import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AdminMenuLink, useKernel } from '@answer/sdk';
import { pluginPages } from './plugin-pages';

/** A menu entry per enabled plugin that has settings, under "Installed plugins". */
export const PluginPagesMenu = observer(function PluginPagesMenu() {
  const { http, session } = useKernel();
  const isAdmin = session.isAdmin;
  useEffect(() => {
    if (isAdmin) void pluginPages.ensure(http);
  }, [http, isAdmin]);
  return pluginPages.list.map((page) => <AdminMenuLink key={page.slug} to={`/admin/plugins/${page.slug}`} label={page.name} nested />);
});
