import { createRemoteI18n } from '@portal/shared/i18n';
import { exposesContractProblems } from './exposes-contract';

const authI18n = createRemoteI18n('mf_auth', async () => ({ messages: {} }));
const toolsI18n = createRemoteI18n('mf_tools', async () => ({ messages: {} }));
const page = () => null;

const complete = {
  './LoginPage': async () => ({ default: authI18n.expose(page) }),
  './ConnectPage': 'pending',
  './ChangePasswordPage': 'pending',
  './SignUpPage': 'pending',
  './ResetPasswordPage': 'pending',
  './ProfilePage': 'pending',
} as const;

describe('exposesContractProblems', () => {
  it('accepts exposes that offer exactly what the catalogue names, built with the remote’s expose()', async () => {
    expect(await exposesContractProblems('mf_auth', complete)).toEqual([]);
  });

  it('reports a module the catalogue names that the remote does not expose', async () => {
    const { './ProfilePage': _missing, ...rest } = complete;
    expect(await exposesContractProblems('mf_auth', rest)).toEqual([
      'mf_auth does not expose ./ProfilePage, which the catalogue or a slot names',
    ]);
  });

  it('reports a module that nobody names', async () => {
    expect(await exposesContractProblems('mf_auth', { ...complete, './Extra': 'pending' })).toEqual([
      'mf_auth exposes ./Extra, which no catalogue route or slot names',
    ]);
  });

  it('reports a page that is not wrapped in expose(), or wrapped by another remote’s', async () => {
    const problems = await exposesContractProblems('mf_auth', {
      ...complete,
      './LoginPage': async () => ({ default: page }),
      './ConnectPage': async () => ({ default: toolsI18n.expose(page) }),
    });
    expect(problems).toEqual([
      "mf_auth ./LoginPage: its default export is not made with the remote's expose()",
      'mf_auth ./ConnectPage: made with the expose() of mf_tools',
    ]);
  });
});
