import AcUnitIcon from '@mui/icons-material/AcUnit';
import AirIcon from '@mui/icons-material/Air';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import HeatPumpIcon from '@mui/icons-material/HeatPump';
import IronIcon from '@mui/icons-material/Iron';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LocalLaundryServiceIcon from '@mui/icons-material/LocalLaundryService';
import TvIcon from '@mui/icons-material/Tv';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ApplianceType } from '@solar/shared/domain/calculator';

/** The picture beside each appliance type. */
export const APPLIANCE_ICONS: Record<ApplianceType, typeof SvgIcon> = {
  ledLight: LightbulbOutlinedIcon,
  fan: AirIcon,
  refrigerator: KitchenIcon,
  freezer: AcUnitIcon,
  tv: TvIcon,
  washingMachine: LocalLaundryServiceIcon,
  waterPump: WaterDropIcon,
  airConditioner: HeatPumpIcon,
  iron: IronIcon,
  other: ElectricalServicesIcon,
};
