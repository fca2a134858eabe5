output "docs_lustre_recommend_mount_command" {
  description = "Mount command of the Lustre file system."
  value       = "sudo mkdir -p /mnt/docs-lustre-recommend && sudo mount -t lustre ${oci_lustre_file_storage_lustre_file_system.docs_lustre_recommend.management_service_address}@${oci_lustre_file_storage_lustre_file_system.docs_lustre_recommend.lnet}:/docslust /mnt/docs-lustre-recommend"
}

output "docs_lustre_recommend_billing_cycle_end" {
  description = "End of the current 30-day billing cycle."
  value       = oci_lustre_file_storage_lustre_file_system.docs_lustre_recommend.time_billing_cycle_end
}
