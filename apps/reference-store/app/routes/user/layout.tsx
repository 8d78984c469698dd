import { Outlet } from 'react-router'

/** Placeholder layout: this area is being built (issue 5). */
export default function Layout() {
  return <Outlet />
}
