export default {
  title: 'Deploy',
  intro: 'Terraform for the oracle/oci provider that builds {{what}}, with the bill and each step done by hand in its README.',
  what: {
    service: 'this design',
    compare: 'the design of the service chosen below',
    workloads: 'the plan of every workload',
  },
  service: 'Service to build',
  cheapest: 'The cheapest that fits',
  terraform: 'Download Terraform (.zip)',
  stack: 'Download Resource Manager stack (.zip)',
  preview: 'Preview main.tf',
  preparing: 'Preparing…',
  done: 'Saved {{file}}: {{count}} resources.',
  failed: 'Could not prepare the files: {{reason}}',
  nothing: 'This plan has nothing to deploy.',
  /** The title of the section that reads what is deployed (its words load with it: deployed.ts). */
  deployedTitle: 'Start from what is deployed',
};
