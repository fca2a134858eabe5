output "docs_fss_evaluate_mount_commands" {
  description = "Mount commands, by mount target."
  value       = {
    "docs-fss-evaluate-mt-1" = [
      "sudo mkdir -p /mnt/docs-fss-evaluate && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_evaluate[0].ip_address}:/docs-fss-evaluate /mnt/docs-fss-evaluate",
    ]
    "docs-fss-evaluate-mt-2" = [
      "sudo mkdir -p /mnt/docs-fss-evaluate && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_evaluate[1].ip_address}:/docs-fss-evaluate /mnt/docs-fss-evaluate",
    ]
    "docs-fss-evaluate-mt-3" = [
      "sudo mkdir -p /mnt/docs-fss-evaluate && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_evaluate[2].ip_address}:/docs-fss-evaluate /mnt/docs-fss-evaluate",
    ]
    "docs-fss-evaluate-mt-4" = [
      "sudo mkdir -p /mnt/docs-fss-evaluate && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.docs_fss_evaluate[3].ip_address}:/docs-fss-evaluate /mnt/docs-fss-evaluate",
    ]
  }
}

output "docs_fss_evaluate_mount_options" {
  description = "The NFS mount options the plan advises."
  value       = "nconnect=16"
}

output "docs_fss_evaluate_requested_throughput" {
  description = "Requested throughput of the mount targets, Gbps (1 until the second apply)."
  value       = oci_file_storage_mount_target.docs_fss_evaluate[*].requested_throughput
}
