output "shared_hpmt_20_1_mount_commands" {
  description = "Mount commands, by mount target."
  value       = {
    "shared-hpmt-20-1-mt-1" = [
      "sudo mkdir -p /mnt/home-fs && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.shared_hpmt_20_1.ip_address}:/home-fs /mnt/home-fs",
      "sudo mkdir -p /mnt/apps-fs && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.shared_hpmt_20_1.ip_address}:/apps-fs /mnt/apps-fs",
    ]
  }
}

output "shared_hpmt_20_1_mount_options" {
  description = "The NFS mount options the plan advises."
  value       = "nconnect=16"
}

output "shared_hpmt_20_1_requested_throughput" {
  description = "Requested throughput of the mount targets, Gbps (1 until the second apply)."
  value       = oci_file_storage_mount_target.shared_hpmt_20_1.requested_throughput
}

output "shared_hpmt_20_1_client_assignment" {
  description = "Which clients (numbered 1 to N) mount from which mount target, as the plan assigns them."
  value       = {
    "shared-hpmt-20-1-mt-1" = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]
  }
}

output "db_volume_ids" {
  description = "OCIDs of the volumes."
  value       = oci_core_volume.db[*].id
}

output "training_mount_command" {
  description = "Mount command of the Lustre file system."
  value       = "sudo mkdir -p /mnt/training && sudo mount -t lustre ${oci_lustre_file_storage_lustre_file_system.training.management_service_address}@${oci_lustre_file_storage_lustre_file_system.training.lnet}:/training /mnt/training"
}

output "training_billing_cycle_end" {
  description = "End of the current 30-day billing cycle."
  value       = oci_lustre_file_storage_lustre_file_system.training.time_billing_cycle_end
}
