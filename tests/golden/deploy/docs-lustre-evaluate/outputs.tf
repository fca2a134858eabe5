output "docs_lustre_evaluate_mount_command" {
  description = "Mount command of the Lustre file system."
  value       = "sudo mkdir -p /mnt/docs-lustre-evaluate && sudo mount -t lustre ${oci_lustre_file_storage_lustre_file_system.docs_lustre_evaluate.management_service_address}@${oci_lustre_file_storage_lustre_file_system.docs_lustre_evaluate.lnet}:/docslust /mnt/docs-lustre-evaluate"
}

output "docs_lustre_evaluate_billing_cycle_end" {
  description = "End of the current 30-day billing cycle."
  value       = oci_lustre_file_storage_lustre_file_system.docs_lustre_evaluate.time_billing_cycle_end
}
