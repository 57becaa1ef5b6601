// Which project child resources the screens show (the project's tabs and cards, the bottom bar): the app's list,
// or another given by a provider (a test adds a resource declared only in it).
import { createContext, useContext } from 'react';
import { projectChildKinds, type ProjectChildKind } from './project-child-kind';

export const ProjectChildKindsContext = createContext<readonly ProjectChildKind[]>(projectChildKinds);

export const useProjectChildKinds = () => useContext(ProjectChildKindsContext);
