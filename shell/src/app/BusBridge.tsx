import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@portal/core';

/**
 * What the shell does when a remote asks it for something over the bus. Sign-in: the login
 * page, remembering where the user was (`from`), until the login dialog takes over.
 */
export function BusBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const onLogin = () => {
      const here = window.location.pathname.replace(/^\/cWeb/, '') + window.location.search;
      if (!here.startsWith('/login')) navigate(`/login?from=${encodeURIComponent(here)}`);
    };
    bus.on('login:requested', onLogin);
    return () => bus.off('login:requested', onLogin);
  }, [navigate]);
  return null;
}
