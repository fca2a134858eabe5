output "oltp_volume_ids" {
  description = "OCIDs of the volumes."
  value       = oci_core_volume.oltp[*].id
}
