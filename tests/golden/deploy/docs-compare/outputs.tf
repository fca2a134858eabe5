output "docs_compare_mount_command" {
  description = "Mount command of the Lustre file system."
  value       = "sudo mkdir -p /mnt/docs-compare && sudo mount -t lustre ${oci_lustre_file_storage_lustre_file_system.docs_compare.management_service_address}@${oci_lustre_file_storage_lustre_file_system.docs_compare.lnet}:/docscomp /mnt/docs-compare"
}

output "docs_compare_billing_cycle_end" {
  description = "End of the current 30-day billing cycle."
  value       = oci_lustre_file_storage_lustre_file_system.docs_compare.time_billing_cycle_end
}
