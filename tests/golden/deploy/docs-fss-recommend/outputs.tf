output "docs_fss_recommend_mount_commands" {
  description = "Mount commands, by mount target."
  value       = {
    "docs-fss-recommend-mt-1" = [
      "sudo mkdir -p /mnt/docs-fss-recommend && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_recommend[0].ip_address}:/docs-fss-recommend /mnt/docs-fss-recommend",
    ]
    "docs-fss-recommend-mt-2" = [
      "sudo mkdir -p /mnt/docs-fss-recommend && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_recommend[1].ip_address}:/docs-fss-recommend /mnt/docs-fss-recommend",
    ]
    "docs-fss-recommend-mt-3" = [
      "sudo mkdir -p /mnt/docs-fss-recommend && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_recommend[2].ip_address}:/docs-fss-recommend /mnt/docs-fss-recommend",
    ]
    "docs-fss-recommend-mt-4" = [
      "sudo mkdir -p /mnt/docs-fss-recommend && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_recommend[3].ip_address}:/docs-fss-recommend /mnt/docs-fss-recommend",
    ]
  }
}

output "docs_fss_recommend_mount_options" {
  description = "The NFS mount options the plan advises."
  value       = "nconnect=16"
}

output "docs_fss_recommend_requested_throughput" {
  description = "Requested throughput of the mount targets, Gbps (1 until the second apply)."
  value       = oci_file_storage_mount_target.docs_fss_recommend[*].requested_throughput
}

output "docs_fss_recommend_client_assignment" {
  description = "Which clients (numbered 1 to N) mount from which mount target, as the plan assigns them."
  value       = {
    "docs-fss-recommend-mt-1" = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    "docs-fss-recommend-mt-2" = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    "docs-fss-recommend-mt-3" = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30]
    "docs-fss-recommend-mt-4" = [31, 32, 33, 34, 35, 36, 37, 38, 39, 40]
  }
}
