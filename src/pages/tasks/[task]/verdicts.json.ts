// The task's verdict shard (evidence and rationale of every verdict) as is: the verdict explorer's
// free-text search reads it on demand, for the tasks of its selection only.
import fs from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { hasVerdictShard, taskIndex } from '../../../site/entities.ts';
import { artifactPath } from '../../../site/load.ts';
import { artifactPaths } from '../../../artifacts/paths.ts';

export const getStaticPaths = (() => taskIndex().tasks.filter((t) => hasVerdictShard(t.task_id)).map((t) => ({ params: { task: t.task_id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(fs.readFileSync(artifactPath(artifactPaths.verdictShard(String(params.task)))));
