# Built from the OCI Storage Planner's plan "docs-bv-recommend" (block-volume).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# 2 volumes of 854 GB at 10 VPUs/GB (balanced).
resource "oci_core_volume" "docs_bv_recommend" {
  count = 2

  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "docs-bv-recommend-vol-${count.index + 1}"
  size_in_gbs         = 854
  vpus_per_gb         = 10
}

# ---- Phase 2

# Volumes attach (iscsi) to an instance you already run: give its OCID in docs_bv_recommend_instance_id.
# iSCSI attachments ask the Oracle Cloud Agent to log in (is_agent_auto_iscsi_login_enabled), which it does where its Block Volume Management plugin is enabled; check with `sudo iscsiadm -m session`, else run the iSCSI commands the console shows for each attachment.
resource "oci_core_volume_attachment" "docs_bv_recommend" {
  count = 2

  attachment_type                   = "iscsi"
  instance_id                       = var.docs_bv_recommend_instance_id
  volume_id                         = oci_core_volume.docs_bv_recommend[count.index].id
  display_name                      = "docs-bv-recommend-att-${count.index + 1}"
  is_agent_auto_iscsi_login_enabled = true
}

# A volume group of the 2 volumes, for crash-consistent backups and clones of the stripe.
resource "oci_core_volume_group" "docs_bv_recommend" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "docs-bv-recommend-group"

  source_details {
    type       = "volumeIds"
    volume_ids = oci_core_volume.docs_bv_recommend[*].id
  }
}
