/**
 * The external user centre's own links in the account menu: its home and its control-centre items
 * (Answer shows them beside the account menu). Mounted when the menu first opens, so the agent is
 * read only then.
 */
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useT, useUserCenterAgent } from '@answer/sdk';

export function UserCenterLinks() {
  const t = useT();
  const agent = useUserCenterAgent();
  const info = agent?.enabled ? agent.agent_info : null;
  if (!info || (!info.url && info.control_center.length === 0)) return null;
  return (
    <>
      <NavDropdown.Divider />
      <NavDropdown.Header>{t('user_center.menu', { name: info.display_name || info.name })}</NavDropdown.Header>
      {info.url ? <NavDropdown.Item href={info.url}>{info.name || info.display_name}</NavDropdown.Item> : null}
      {info.control_center.map((item) => (
        <NavDropdown.Item key={item.name} href={item.url}>
          {item.label}
        </NavDropdown.Item>
      ))}
    </>
  );
}
