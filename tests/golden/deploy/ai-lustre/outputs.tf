output "ai_lustre_mount_command" {
  description = "Mount command of the Lustre file system."
  value       = "sudo mkdir -p /mnt/ai-lustre && sudo mount -t lustre ${oci_lustre_file_storage_lustre_file_system.ai_lustre.management_service_address}@${oci_lustre_file_storage_lustre_file_system.ai_lustre.lnet}:/ailustre /mnt/ai-lustre"
}

output "ai_lustre_billing_cycle_end" {
  description = "End of the current 30-day billing cycle."
  value       = oci_lustre_file_storage_lustre_file_system.ai_lustre.time_billing_cycle_end
}
