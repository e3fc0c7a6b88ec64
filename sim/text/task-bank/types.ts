/** The shape of the task-text bank: per scenario, invented repositories and goals. */

export interface TaskRepo {
  /** Repository name as the user would write it. */
  name: string;
  /** One sentence saying what the repository is ("a Django service that …"). */
  about: string;
}

export interface TaskGoal {
  /** Title stem, imperative, without the repository ("Add per-client rate limiting to the public API"). */
  title: string;
  /** Names of the scenario's repositories this goal fits (the goal was written for them). */
  repos: readonly string[];
  /** The opening request (first user turn after the greeting line). */
  request: string;
  /** A user correction of something said or done earlier. */
  correction: string;
  /** Goal-specific follow-ups, in the order they make sense. */
  followups: readonly string[];
}

export interface ScenarioBank {
  repos: readonly TaskRepo[];
  goals: readonly TaskGoal[];
  /** Follow-ups that fit any goal of the scenario. */
  followups: readonly string[];
}
