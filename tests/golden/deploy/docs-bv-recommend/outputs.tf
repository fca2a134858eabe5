output "docs_bv_recommend_volume_ids" {
  description = "OCIDs of the volumes."
  value       = oci_core_volume.docs_bv_recommend[*].id
}
