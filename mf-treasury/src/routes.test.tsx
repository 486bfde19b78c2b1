import { describeRemoteContract } from '@portal/ui/testing';
import { remote } from './routes';

describeRemoteContract(remote);
