import type { ScenarioBank } from './types.ts';

export const DATA_ML: ScenarioBank = {
  repos: [
    { name: 'churn-lab', about: 'a Python project (pandas, scikit-learn, MLflow) that predicts subscription churn for Saltmarsh Media' },
    { name: 'oakridge-forecast', about: 'a PyTorch and Lightning codebase forecasting grid load for Oakridge Energy' },
    { name: 'harbor-etl', about: 'a dbt + DuckDB pipeline that builds the analytics marts behind Harbor Analytics dashboards' },
    { name: 'kestrel-claims-nlp', about: 'a Hugging Face transformers project that classifies insurance claim notes for Kestrel Insurance' },
  ],
  goals: [
    {
      title: 'Fix target leakage in the churn features',
      repos: ['churn-lab'],
      request: 'The churn model scores 0.97 AUC offline and is useless in production. I suspect leakage: some features are computed over the whole history including after the churn date. Please find and fix it.',
      correction: "I was wrong about the cut-off: it is 30 days before the churn date, not the churn date itself. Features must only use data up to that point.",
      followups: [
        'Show me which features changed the most after the fix.',
        'Add a test that fails if any feature uses data after the cut-off.',
        'Re-train and report the new validation metrics with the same split.',
      ],
    },
    {
      title: 'Make training runs reproducible',
      repos: ['oakridge-forecast', 'kestrel-claims-nlp'],
      request: 'Two runs with the same config give different validation loss. Make training reproducible: seeds, deterministic data loading, and the config and git commit logged with each run.',
      correction: 'Correction: we cannot force fully deterministic cuDNN on the big runs, it is too slow. Make it a flag, on by default only for the small configs.',
      followups: [
        'How far apart are two runs now, with the flag on and off?',
        'Log the data snapshot hash as well.',
        'Please document how to reproduce a run from its MLflow entry.',
      ],
    },
    {
      title: 'Add a data-quality check to the nightly pipeline',
      repos: ['harbor-etl'],
      request: 'Last week an upstream change sent nulls in `meter_id` and nobody noticed for three days. Add data-quality checks to the nightly pipeline that stop the run on schema or null-rate problems.',
      correction: "I said stop the run, but the finance mart must still publish. Make the checks block only the marts that depend on the failing source.",
      followups: [
        'What thresholds do you suggest for null rates, and where do they live?',
        'Send a short summary of failed checks to the pipeline log, not a stack trace.',
        'Add a test with a fixture that has the bad nulls.',
      ],
    },
    {
      title: 'Speed up feature computation with DuckDB',
      repos: ['churn-lab'],
      request: 'The feature job takes 40 minutes in pandas on a single machine. Rewrite the heaviest three transforms in DuckDB SQL and keep the output identical.',
      correction: 'Oh, one of the three is already being replaced by the platform team, leave `sessionize` alone. Do the other two.',
      followups: [
        'Prove the outputs are identical — a row count is not enough.',
        'How long does it take now, on the same sample?',
        'Keep the pandas version behind a flag for one release.',
      ],
    },
    {
      title: 'Add an evaluation report per customer segment',
      repos: ['churn-lab', 'kestrel-claims-nlp'],
      request: 'The overall F1 looks fine but support says the model is bad for small businesses. Add an evaluation report that breaks down precision, recall and calibration by segment.',
      correction: 'Sorry, segments are defined in the CRM export, not by revenue bands as I said. Use the `segment` column.',
      followups: [
        'Add confidence intervals, the small segments only have a few hundred rows.',
        'Write the report as Markdown plus a CSV so we can diff runs.',
        'Which segment is worst, and is the difference real given the intervals?',
      ],
    },
    {
      title: 'Fine-tune the claim classifier on the new labels',
      repos: ['kestrel-claims-nlp'],
      request: 'We have 4,000 newly labelled claim notes. Fine-tune the current classifier on old plus new data and compare against the production model on the held-out set.',
      correction: 'Wait — 300 of the new labels came from the pilot annotator and are unreliable. Exclude the batch marked `pilot` from training but keep it in a separate evaluation.',
      followups: [
        'Please keep the held-out set exactly as it was; do not re-split.',
        'What are the per-class changes? I care most about the fraud class.',
        'Write down the exact command to re-run the training.',
      ],
    },
    {
      title: 'Add a backtest for the load forecast',
      repos: ['oakridge-forecast'],
      request: 'We only ever evaluated on one hold-out month. Add a rolling-origin backtest over the last two years with the same metrics we report (MAPE and pinball loss), and a plot per region.',
      correction: 'I forgot the holiday calendar: backtest folds must not start on a public holiday, the ops team ignores those days anyway.',
      followups: [
        'How long does the full backtest take? Can it run nightly?',
        'Save the per-fold metrics as CSV next to the plots.',
        'Which regions are worst, and is that stable across folds?',
      ],
    },
    {
      title: 'Make the nightly marts incremental',
      repos: ['harbor-etl'],
      request: 'The nightly build rebuilds every mart from scratch and takes three hours. Make the three largest marts incremental with a safe look-back window for late-arriving data.',
      correction: 'Sorry, `fct_revenue` gets corrections up to 45 days late, not 7. Its look-back has to cover that.',
      followups: [
        'Prove that an incremental run and a full refresh give the same result on last month.',
        'What is the new run time?',
        'Document how to force a full refresh.',
      ],
    },
    {
      title: 'Detect drift between training and live features',
      repos: ['churn-lab', 'oakridge-forecast'],
      request: 'The model silently degraded last quarter. Add a drift check that compares the live feature distributions with the training data weekly and flags features that moved.',
      correction: 'Correction: categorical features need a different test than numeric ones; do not use the KS test on them.',
      followups: [
        'What thresholds do you suggest, and how many false alarms would they have raised last year?',
        'Write the weekly report as Markdown with one line per flagged feature.',
        'Add tests with synthetic shifted data.',
      ],
    },
  ],
  followups: [
    'Please keep notebooks out of this; put the logic in the package.',
    'Check that the tests still run on CPU in under a few minutes.',
    'What assumptions did you make about the data? List them.',
    'Pin any new dependency in the project requirements.',
  ],
};
