import { EngineerList } from '../../features/directory/components/engineer-list.tsx';

/** /engineers: the join banner, filters and a page of engineers. */
export function EngineersRoute() {
  return <EngineerList />;
}
