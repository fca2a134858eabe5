output "render_farm_mount_commands" {
  description = "Mount commands, by mount target."
  value       = {
    "render-farm-mt-1" = [
      "sudo mkdir -p /mnt/render-farm && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.render_farm[0].ip_address}:/render-farm /mnt/render-farm",
    ]
    "render-farm-mt-2" = [
      "sudo mkdir -p /mnt/render-farm && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.render_farm[1].ip_address}:/render-farm /mnt/render-farm",
    ]
    "render-farm-mt-3" = [
      "sudo mkdir -p /mnt/render-farm && sudo mount -t nfs -o nconnect=16 ${data.oci_core_private_ip.render_farm[2].ip_address}:/render-farm /mnt/render-farm",
    ]
  }
}

output "render_farm_mount_options" {
  description = "The NFS mount options the plan advises."
  value       = "nconnect=16"
}

output "render_farm_requested_throughput" {
  description = "Requested throughput of the mount targets, Gbps (1 until the second apply)."
  value       = oci_file_storage_mount_target.render_farm[*].requested_throughput
}

output "render_farm_client_assignment" {
  description = "Which clients (numbered 1 to N) mount from which mount target, as the plan assigns them."
  value       = {
    "render-farm-mt-1" = [1, 2, 3, 4, 5, 6, 7]
    "render-farm-mt-2" = [8, 9, 10, 11, 12, 13, 14]
    "render-farm-mt-3" = [15, 16, 17, 18, 19, 20]
  }
}
