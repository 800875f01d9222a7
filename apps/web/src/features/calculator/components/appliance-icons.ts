import AirIcon from '@mui/icons-material/Air';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import IronIcon from '@mui/icons-material/Iron';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ApplianceType } from '@solar/shared/domain/calculator';

/** The picture beside each appliance type. */
export const APPLIANCE_ICONS: Record<ApplianceType, typeof SvgIcon> = {
  ledLight: LightbulbOutlinedIcon,
  fan: AirIcon,
  refrigerator: KitchenIcon,
  iron: IronIcon,
  other: ElectricalServicesIcon,
};
