# Built from the OCI Storage Planner's plan "oltp" (block-volume).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# 8 volumes of 1,250 GB at 10 VPUs/GB (balanced).
resource "oci_core_volume" "oltp" {
  count = 8

  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "oltp-vol-${count.index + 1}"
  size_in_gbs         = 1250
  vpus_per_gb         = 10
}

# ---- Phase 2

# Volumes attach (iscsi) to an instance you already run: give its OCID in oltp_instance_id.
# iSCSI attachments ask the Oracle Cloud Agent to log in (is_agent_auto_iscsi_login_enabled), which it does where its Block Volume Management plugin is enabled; check with `sudo iscsiadm -m session`, else run the iSCSI commands the console shows for each attachment.
resource "oci_core_volume_attachment" "oltp" {
  count = 8

  attachment_type                   = "iscsi"
  instance_id                       = var.oltp_instance_id
  volume_id                         = oci_core_volume.oltp[count.index].id
  display_name                      = "oltp-att-${count.index + 1}"
  is_agent_auto_iscsi_login_enabled = true
}

# A volume group of the 8 volumes, for crash-consistent backups and clones of the stripe.
resource "oci_core_volume_group" "oltp" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "oltp-group"

  source_details {
    type       = "volumeIds"
    volume_ids = oci_core_volume.oltp[*].id
  }
}
