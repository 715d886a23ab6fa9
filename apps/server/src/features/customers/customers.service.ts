import type { PublicUser } from '@laundry/shared/contracts/auth';
import { DomainError } from '../../domain-error';
import { toPublicUser } from '../auth/auth.service';
import type { PasswordResetService } from '../auth/password-reset.service';
import type { UserRow, UsersRepository } from '../auth/users.repository';

const noAccount = () => new DomainError('not_found', 'No account has this phone number.');

/** What the shop can do for a customer who calls: find the account, send a fresh reset code. */
export class CustomersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetService,
  ) {}

  async findByPhone(phone: string): Promise<PublicUser> {
    const user = await this.users.findByPhone(phone);
    if (!user) throw noAccount();
    return toPublicUser(user);
  }

  async sendResetCode(admin: UserRow, customerId: string): Promise<{ message: string }> {
    const customer = await this.users.findById(customerId);
    if (!customer) throw noAccount();
    return this.resets.sendCodeForCustomer(admin, customer);
  }
}
